// Package push is the Web Push channel of the notifier: each notice goes,
// encrypted to each of the person's subscribed browsers (RFC 8291,
// aes128gcm), to the push service that browser named, signed with the
// site's VAPID key (RFC 8292). A subscription the push service says is gone
// (404, 410) is forgotten; any other refusal is the notifier's to log.
package push

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/SherClockHolmes/webpush-go"

	"cerebro/config"
	pushstore "cerebro/models/push"
	"cerebro/notify"
)

// Store is what the channel needs of the subscriptions (models/push).
type Store interface {
	Of(ctx context.Context, userID int64) ([]pushstore.Subscription, error)
	Gone(ctx context.Context, id int64) error
	Delivered(ctx context.Context, id int64, at time.Time) error
}

// Channel pushes notices to the person's subscribed devices.
type Channel struct {
	Store  Store
	Keys   config.Push  // the VAPID pair and contact
	Client *http.Client // nil: one with a 10-second timeout
	Now    func() time.Time
}

// New is the push channel over store, signing with keys.
func New(store Store, keys config.Push) *Channel {
	return &Channel{Store: store, Keys: keys, Client: &http.Client{Timeout: 10 * time.Second}, Now: time.Now}
}

// Name is the channel's name in the notifier's log.
func (c *Channel) Name() string { return "push" }

// Payload is what the service worker receives (decrypted) in its push
// event: the notification's title and body, the page a click opens, and the
// event, which tags the notification so a newer one of the same kind
// replaces it.
type Payload struct {
	Title string       `json:"title"`
	Body  string       `json:"body"`
	Link  string       `json:"link"`
	Event notify.Event `json:"event"`
}

// Deliver pushes the notice to each of the person's devices. Nothing is
// sent to a person with no subscription (never asked, or turned off on
// every device: unsubscribing deletes the subscription).
func (c *Channel) Deliver(ctx context.Context, n notify.Notice) error {
	subs, err := c.Store.Of(ctx, n.UserID)
	if err != nil || len(subs) == 0 {
		return err
	}
	title, body, err := notify.Text(n)
	if err != nil {
		return err
	}
	msg, err := json.Marshal(Payload{Title: title, Body: body, Link: n.Link, Event: n.Event})
	if err != nil {
		return err
	}
	var errs []error
	for _, s := range subs {
		if err := c.send(ctx, s, msg, n.Event); err != nil {
			errs = append(errs, fmt.Errorf("subscription %d: %w", s.ID, err))
		}
	}
	return errors.Join(errs...)
}

// send pushes msg to one subscription and keeps its row up to date.
func (c *Channel) send(ctx context.Context, s pushstore.Subscription, msg []byte, e notify.Event) error {
	ttl, urgency := Delivery(e)
	res, err := webpush.SendNotificationWithContext(ctx, msg,
		&webpush.Subscription{Endpoint: s.Endpoint, Keys: webpush.Keys{P256dh: s.P256dh, Auth: s.Auth}},
		&webpush.Options{HTTPClient: c.Client, TTL: int(ttl / time.Second), Urgency: urgency,
			// the library writes "mailto:" before anything not https:
			Subscriber:     strings.TrimPrefix(c.Keys.Subject, "mailto:"),
			VAPIDPublicKey: c.Keys.PublicKey, VAPIDPrivateKey: c.Keys.PrivateKey})
	if err != nil {
		return err
	}
	defer res.Body.Close()
	why, _ := io.ReadAll(io.LimitReader(res.Body, 512))
	switch {
	case res.StatusCode >= 200 && res.StatusCode < 300:
		return c.Store.Delivered(ctx, s.ID, c.Now())
	case res.StatusCode == http.StatusNotFound || res.StatusCode == http.StatusGone:
		return c.Store.Gone(ctx, s.ID)
	}
	return fmt.Errorf("push service answered %d: %s", res.StatusCode, strings.TrimSpace(string(why)))
}

// Delivery is how long the push service keeps a notice for a device that
// is off (TTL) and how urgently it wakes one: the 15-minute reminder is
// worthless after its session starts and must wake the phone; the rest keep
// for a day at normal urgency, the day-before reminder for 12 hours.
func Delivery(e notify.Event) (ttl time.Duration, urgency webpush.Urgency) {
	switch e {
	case notify.ReminderSoon:
		return 15 * time.Minute, webpush.UrgencyHigh
	case notify.RoomOpen:
		return 30 * time.Minute, webpush.UrgencyHigh
	case notify.ReminderDay:
		return 12 * time.Hour, webpush.UrgencyNormal
	}
	return 24 * time.Hour, webpush.UrgencyNormal
}
