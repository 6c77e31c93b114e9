// Package push is the Web Push area of the models layer: the devices each
// person subscribed to be told on (push_subscriptions), kept per browser
// endpoint and dropped when the push service says they are gone.
package push

import (
	"context"
	"time"

	"gorm.io/gorm"
)

// Store keeps the subscriptions over one database handle.
type Store struct{ db *gorm.DB }

// New is the push store over db.
func New(db *gorm.DB) *Store { return &Store{db: db} }

// MaxDevices is how many devices one person is told on: subscribing another
// forgets the one subscribed longest ago (a phone replaced, a browser reset).
const MaxDevices = 10

// Subscription is one device's browser subscription: where its push service
// takes the pushes and the keys they are encrypted to.
type Subscription struct {
	ID          int64
	UserID      int64
	Endpoint    string
	P256dh      string // the browser's P-256 public key, base64url
	Auth        string // the browser's 16-byte auth secret, base64url
	Label       string // the browser's User-Agent, to tell devices apart
	CreatedAt   time.Time
	LastSuccess *time.Time // the push service last accepted a push for it
}

// Save keeps userID's subscription of endpoint, with its keys: a browser
// subscribing again (new keys) replaces its row, and an endpoint another
// account subscribed on this device passes to userID, who signed in on it
// last. Beyond MaxDevices, the person's oldest subscriptions go.
func (s *Store) Save(ctx context.Context, userID int64, endpoint, p256dh, auth, label string) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		err := tx.Exec(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label)
			VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh,
			       auth = excluded.auth, label = excluded.label,
			       created_at = CASE WHEN push_subscriptions.user_id = excluded.user_id
			                         THEN push_subscriptions.created_at ELSE now() END,
			       last_success = CASE WHEN push_subscriptions.user_id = excluded.user_id
			                           THEN push_subscriptions.last_success END`,
			userID, endpoint, p256dh, auth, label).Error
		if err != nil {
			return err
		}
		return tx.Exec(`DELETE FROM push_subscriptions WHERE user_id = ? AND id NOT IN
			(SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?)`,
			userID, userID, MaxDevices).Error
	})
}

// Remove forgets userID's subscription of endpoint; removed is false when
// userID has none there (never subscribed, or someone else's endpoint,
// which stays).
func (s *Store) Remove(ctx context.Context, userID int64, endpoint string) (removed bool, err error) {
	res := s.db.WithContext(ctx).Exec(`DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?`, userID, endpoint)
	return res.RowsAffected > 0, res.Error
}

// Of are userID's subscriptions, newest first.
func (s *Store) Of(ctx context.Context, userID int64) ([]Subscription, error) {
	var out []Subscription
	err := s.db.WithContext(ctx).Raw(`SELECT id, user_id, endpoint, p256dh, auth, label, created_at, last_success
		  FROM push_subscriptions WHERE user_id = ? ORDER BY created_at DESC, id DESC`, userID).Scan(&out).Error
	return out, err
}

// Gone deletes the subscription the push service no longer knows (404,
// 410): the browser unsubscribed, or the person cleared its data.
func (s *Store) Gone(ctx context.Context, id int64) error {
	return s.db.WithContext(ctx).Exec(`DELETE FROM push_subscriptions WHERE id = ?`, id).Error
}

// Delivered records that the push service accepted a push for the
// subscription at.
func (s *Store) Delivered(ctx context.Context, id int64, at time.Time) error {
	return s.db.WithContext(ctx).Exec(`UPDATE push_subscriptions SET last_success = ? WHERE id = ?`, at, id).Error
}
