package push_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/account"
	pushstore "cerebro/models/push"
	"cerebro/notify"
	"cerebro/push"
	"cerebro/push/pushtest"
	"cerebro/rules"
	"cerebro/testutil"
)

// keys is a development configuration's VAPID pair and contact.
func keys(t *testing.T) config.Push {
	cfg, err := config.Load()
	require.NoError(t, err)
	return cfg.Push
}

func newUser(t *testing.T, store *models.Store, email string) int64 {
	u := &models.User{UserName: email, Email: email, PasswordHash: "x", Role: models.RoleConsultee}
	require.NoError(t, account.New(store.DB).CreateUser(context.Background(), u))
	return u.ID
}

var start = time.Date(2026, 3, 3, 9, 30, 0, 0, time.UTC)

// A notice reaches every device the person subscribed, encrypted so only
// that browser reads it, signed with the site's VAPID key; the payload is
// the notice's title and text in the person's language and the page to
// open. Someone else's device hears nothing.
func TestANoticeIsPushedToEachOfThePersonsDevices(t *testing.T) {
	ctx := context.Background()
	store := testutil.Store(t)
	subs := pushstore.New(store.DB)
	k := keys(t)
	service := pushtest.NewService(k.PublicKey)
	defer service.Close()

	me, other := newUser(t, store, "me@x.lk"), newUser(t, store, "other@x.lk")
	phone, laptop, theirs := pushtest.NewBrowser(), pushtest.NewBrowser(), pushtest.NewBrowser()
	phoneURL, laptopURL, theirURL := service.Subscribe(phone), service.Subscribe(laptop), service.Subscribe(theirs)
	require.NoError(t, subs.Save(ctx, me, phoneURL, phone.P256dh(), phone.AuthSecret(), "phone"))
	require.NoError(t, subs.Save(ctx, me, laptopURL, laptop.P256dh(), laptop.AuthSecret(), "laptop"))
	require.NoError(t, subs.Save(ctx, other, theirURL, theirs.P256dh(), theirs.AuthSecret(), "theirs"))

	notice := notify.Notice{UserID: me, Event: notify.BookingConfirmed, Reader: mailer.ReaderOf(rules.Sinhala, "Asia/Colombo"),
		Data: mailer.Data{"Other": "Nimal Perera", "Start": start}, Link: "https://cerebro.lk/#/consulteedashboard"}
	require.NoError(t, push.New(subs, k).Deliver(ctx, notice))

	title, body, err := notify.Text(notice)
	require.NoError(t, err)
	require.Empty(t, service.Problems())
	for _, endpoint := range []string{phoneURL, laptopURL} {
		got := service.Pushes(endpoint)
		require.Len(t, got, 1, endpoint)
		var p push.Payload
		require.NoError(t, json.Unmarshal(got[0].Payload, &p), "%s", got[0].Payload)
		assert.Equal(t, push.Payload{Title: title, Body: body, Link: notice.Link, Event: notify.BookingConfirmed}, p)
		assert.Contains(t, p.Body, "Nimal Perera")
		assert.Equal(t, "86400", got[0].TTL, "a booking keeps a day for a phone that is off")
		assert.Equal(t, "normal", got[0].Urgency)
		assert.Equal(t, k.Subject, got[0].Subject)
	}
	assert.Empty(t, service.Pushes(theirURL))
	mine, err := subs.Of(ctx, me)
	require.NoError(t, err)
	for _, s := range mine {
		assert.NotNil(t, s.LastSuccess, "the service's 201 is recorded for %s", s.Label)
	}
}

// The 15-minute reminder is worthless once the session starts: it keeps
// for 15 minutes and wakes the phone.
func TestTheLastReminderIsUrgentAndShortLived(t *testing.T) {
	ctx := context.Background()
	store := testutil.Store(t)
	subs := pushstore.New(store.DB)
	k := keys(t)
	service := pushtest.NewService(k.PublicKey)
	defer service.Close()
	me, phone := newUser(t, store, "me@x.lk"), pushtest.NewBrowser()
	url := service.Subscribe(phone)
	require.NoError(t, subs.Save(ctx, me, url, phone.P256dh(), phone.AuthSecret(), "phone"))
	require.NoError(t, push.New(subs, k).Deliver(ctx, notify.Notice{UserID: me, Event: notify.ReminderSoon,
		Reader: mailer.ReaderOf(rules.Tamil, ""), Data: mailer.Data{"Other": "Nimal", "Start": start, "Lead": 15 * time.Minute}}))
	got := service.Pushes(url)
	require.Len(t, got, 1, "%v", service.Problems())
	assert.Equal(t, "900", got[0].TTL)
	assert.Equal(t, "high", got[0].Urgency)
}

// A push service that says the subscription is gone (410; 404 alike) has
// it forgotten, and the person's other devices are still told; any other
// refusal is an error for the notifier's log, and the row stays.
func TestASubscriptionThePushServiceForgotIsDropped(t *testing.T) {
	ctx := context.Background()
	store := testutil.Store(t)
	subs := pushstore.New(store.DB)
	k := keys(t)
	service := pushtest.NewService(k.PublicKey)
	defer service.Close()
	me := newUser(t, store, "me@x.lk")
	old, current := pushtest.NewBrowser(), pushtest.NewBrowser()
	oldURL, currentURL := service.Subscribe(old), service.Subscribe(current)
	require.NoError(t, subs.Save(ctx, me, oldURL, old.P256dh(), old.AuthSecret(), "old phone"))
	require.NoError(t, subs.Save(ctx, me, currentURL, current.P256dh(), current.AuthSecret(), "new phone"))
	service.Gone(oldURL)

	notice := notify.Notice{UserID: me, Event: notify.RefundPaid, Reader: mailer.ReaderOf(rules.English, ""),
		Data: mailer.Data{"Amount": int64(150000)}, Link: "https://cerebro.lk/#/consulteedashboard?tab=invoices"}
	require.NoError(t, push.New(subs, k).Deliver(ctx, notice))
	left, err := subs.Of(ctx, me)
	require.NoError(t, err)
	require.Len(t, left, 1)
	assert.Equal(t, currentURL, left[0].Endpoint)
	assert.Len(t, service.Pushes(currentURL), 1)

	// A device whose keys the push service cannot use: a refusal (400), logged, kept.
	stranger := pushtest.NewBrowser()
	strangerURL := service.Subscribe(stranger)
	require.NoError(t, subs.Save(ctx, me, strangerURL, pushtest.NewBrowser().P256dh(), stranger.AuthSecret(), "mixed up"))
	err = push.New(subs, k).Deliver(ctx, notice)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "push service answered 400")
	left, err = subs.Of(ctx, me)
	require.NoError(t, err)
	assert.Len(t, left, 2)
}

// A person with no device subscribed (never asked, or turned off on every
// device) is pushed nothing, and their store is all that is read.
func TestNobodySubscribedIsPushedNothing(t *testing.T) {
	store := testutil.Store(t)
	require.NoError(t, push.New(pushstore.New(store.DB), keys(t)).Deliver(context.Background(),
		notify.Notice{UserID: newUser(t, store, "me@x.lk"), Event: notify.Cancelled}))
}
