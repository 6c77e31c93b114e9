// Package phone is the phones area of the models layer: the one-time codes
// that verify a person's number, the number verified and whether they take
// texts, and the outbox of texts (held through the quiet hours, sent once).
package phone

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"
	"gorm.io/gorm/clause"
)

// Store reads and writes the phones area over one database handle.
type Store struct{ db *gorm.DB }

// New is the phone store over db.
func New(db *gorm.DB) *Store { return &Store{db: db} }

// profileNumber is the number a person's profile names, as a gateway takes
// it (the dial code, then the national number without its leading 0); a
// consultee's, else a consultant's; NULL for an admin.
const profileNumber = `COALESCE(
	(SELECT ce.dial_code || ltrim(ce.phone, '0') FROM consultees ce WHERE ce.user_id = u.id),
	(SELECT ct.dial_code || ltrim(ct.phone, '0') FROM consultants ct WHERE ct.user_id = u.id))`

// Status is where a person's phone stands.
type Status struct {
	UserID        int64
	VerifiedPhone *string // the number that proved itself with a code
	VerifiedAt    *time.Time
	TextsOff      bool
	ProfileNumber *string // the number the profile names now
	Language      string
	TimeZone      string
}

// Verified reports whether the number the person uses is the one they
// verified: a profile's number changed since is not verified. An admin,
// who has no profile, keeps the number they verified.
func (s Status) Verified() bool {
	if s.VerifiedPhone == nil || s.VerifiedAt == nil {
		return false
	}
	return s.ProfileNumber == nil || *s.ProfileNumber == *s.VerifiedPhone
}

// Textable is the number texts go to: verified, with texts on; "" when
// none may.
func (s Status) Textable() string {
	if !s.Verified() || s.TextsOff {
		return ""
	}
	return *s.VerifiedPhone
}

// StatusOf is the person's phone status; found is false for no such user.
func (s *Store) StatusOf(ctx context.Context, userID int64) (st Status, found bool, err error) {
	err = s.db.WithContext(ctx).Raw(`SELECT u.id AS user_id, u.verified_phone, u.phone_verified_at AS verified_at,
		u.texts_off, `+profileNumber+` AS profile_number, u.language
		FROM users u WHERE u.id = ?`, userID).Scan(&st).Error
	return st, err == nil && st.UserID == userID, err
}

// SetTexts switches the person's texts on or off.
func (s *Store) SetTexts(ctx context.Context, userID int64, on bool) error {
	return s.db.WithContext(ctx).Exec(`UPDATE users SET texts_off = ? WHERE id = ?`, !on, userID).Error
}

// Code is one code sent to a number.
type Code struct {
	ID        int64
	UserID    int64
	DialCode  string
	Phone     string
	Number    string // DialCode and Phone as the gateway takes them
	CodeHash  string
	Tries     int
	ExpiresAt time.Time
	SpentAt   *time.Time
	CreatedAt time.Time
}

// TableName maps Code to its table.
func (Code) TableName() string { return "phone_codes" }

// Allowance is how the hour before a new code stood: the codes sent in it
// to the person and to the number (whoever asked for them), and when the
// person's oldest of them was sent (nil when none).
type Allowance struct {
	ByUser, ByNumber int64
	OldestByUser     *time.Time
}

// codeLockSpace is the first key of the codes' advisory locks; the second
// is the person's id, or a hash of the number.
const codeLockSpace = 53

// AddCode keeps a new code unless the person or the number had perHour
// codes in the hour before it (added false, and how that hour stood). The
// person's earlier codes are spent, so only the newest works. Two asks at
// once are counted one after the other, under locks on the person and on
// the number (always in that order), so neither slips past the limit.
func (s *Store) AddCode(ctx context.Context, c *Code, perHour int64) (a Allowance, added bool, err error) {
	err = s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec(`SELECT pg_advisory_xact_lock(?, ?::int)`, codeLockSpace, c.UserID).Error; err != nil {
			return err
		}
		if err := tx.Exec(`SELECT pg_advisory_xact_lock(?, hashtext(?))`, codeLockSpace+1, c.Number).Error; err != nil {
			return err
		}
		since := c.CreatedAt.Add(-time.Hour)
		if err := tx.Raw(`SELECT count(*) FILTER (WHERE user_id = ?) AS by_user,
			count(*) FILTER (WHERE number = ?) AS by_number,
			min(created_at) FILTER (WHERE user_id = ?) AS oldest_by_user
			FROM phone_codes WHERE (user_id = ? OR number = ?) AND created_at > ?`,
			c.UserID, c.Number, c.UserID, c.UserID, c.Number, since).Scan(&a).Error; err != nil {
			return err
		}
		if a.ByUser >= perHour || a.ByNumber >= perHour {
			return nil
		}
		if err := tx.Exec(`UPDATE phone_codes SET spent_at = ? WHERE user_id = ? AND spent_at IS NULL`,
			c.CreatedAt, c.UserID).Error; err != nil {
			return err
		}
		added = true
		return tx.Create(c).Error
	})
	return a, added && err == nil, err
}

// LatestCode is the newest code sent to the person.
func (s *Store) LatestCode(ctx context.Context, userID int64) (c Code, found bool, err error) {
	err = s.db.WithContext(ctx).Where("user_id = ?", userID).Order("created_at DESC, id DESC").Limit(1).Take(&c).Error
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return c, false, nil
	}
	return c, err == nil, err
}

// WrongTry counts a wrong try of the code; the last allowed one spends it.
// It answers the tries made, counted in the database, so two wrong tries at
// once both count.
func (s *Store) WrongTry(ctx context.Context, id int64, maxTries int, now time.Time) (tries int, err error) {
	err = s.db.WithContext(ctx).Raw(`UPDATE phone_codes SET tries = tries + 1,
		spent_at = CASE WHEN tries + 1 >= ? THEN COALESCE(spent_at, ?) ELSE spent_at END
		WHERE id = ? AND spent_at IS NULL RETURNING tries`, maxTries, now, id).Scan(&tries).Error
	return tries, err
}

// ErrCodeSpent: the code was spent (confirmed, tried out or replaced)
// before this confirmation could.
var ErrCodeSpent = errors.New("phone: the code is spent")

// Verify spends the code and makes its number the person's verified one,
// and their profile's number: one transaction, once.
func (s *Store) Verify(ctx context.Context, c Code, now time.Time) error {
	return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		res := tx.Exec(`UPDATE phone_codes SET spent_at = ? WHERE id = ? AND spent_at IS NULL`, now, c.ID)
		if res.Error != nil {
			return res.Error
		}
		if res.RowsAffected != 1 {
			return ErrCodeSpent
		}
		if err := tx.Exec(`UPDATE users SET verified_phone = ?, phone_verified_at = ? WHERE id = ?`,
			c.Number, now, c.UserID).Error; err != nil {
			return err
		}
		for _, table := range []string{"consultees", "consultants"} {
			if err := tx.Exec(`UPDATE `+table+` SET dial_code = ?, phone = ?, updated_at = ? WHERE user_id = ?`,
				c.DialCode, c.Phone, now, c.UserID).Error; err != nil {
				return err
			}
		}
		return nil
	})
}

// Text states (text_outbox.state).
const (
	TextHeld    = "HELD"
	TextSent    = "SENT"
	TextDropped = "DROPPED"
)

// Text is one text of a notice in the outbox.
type Text struct {
	ID        int64
	Key       string // who, what and which activity: a retry finds its text
	UserID    int64
	Number    string
	Event     string
	Body      string
	State     string
	SendAfter time.Time
	DropAfter time.Time
	Attempts  int
	SentAt    *time.Time
	CreatedAt time.Time
}

// TableName maps Text to its table.
func (Text) TableName() string { return "text_outbox" }

// Hold keeps the text unless one with its key is kept already, and
// answers the one kept.
func (s *Store) Hold(ctx context.Context, t Text) (Text, error) {
	t.State = TextHeld
	db := s.db.WithContext(ctx)
	if err := db.Clauses(clause.OnConflict{Columns: []clause.Column{{Name: "key"}}, DoNothing: true}).Create(&t).Error; err != nil {
		return t, err
	}
	var kept Text
	err := db.Where("key = ?", t.Key).Take(&kept).Error
	return kept, err
}

// Due are the held texts whose time has come, oldest first.
func (s *Store) Due(ctx context.Context, now time.Time, limit int) ([]Text, error) {
	var out []Text
	err := s.db.WithContext(ctx).Where("state = ? AND send_after <= ?", TextHeld, now).
		Order("send_after, id").Limit(limit).Find(&out).Error
	return out, err
}

// SentSince counts the texts sent to the number since then, and when the
// oldest of them went.
func (s *Store) SentSince(ctx context.Context, number string, since time.Time) (n int64, oldest time.Time, err error) {
	var row struct {
		N      int64
		Oldest *time.Time
	}
	err = s.db.WithContext(ctx).Raw(`SELECT count(*) AS n, min(sent_at) AS oldest FROM text_outbox
		WHERE state = ? AND number = ? AND sent_at > ?`, TextSent, number, since).Scan(&row).Error
	if row.Oldest != nil {
		oldest = *row.Oldest
	}
	return row.N, oldest, err
}

// Claim marks a held text sent before it goes, so that of two senders
// (the notice's activity and a sweep) only one sends it.
func (s *Store) Claim(ctx context.Context, id int64, now time.Time) (bool, error) {
	res := s.db.WithContext(ctx).Exec(`UPDATE text_outbox SET state = ?, sent_at = ?, attempts = attempts + 1
		WHERE id = ? AND state = ?`, TextSent, now, id, TextHeld)
	return res.RowsAffected == 1, res.Error
}

// Release holds a claimed text again, for the next sweep: the gateway did
// not take it.
func (s *Store) Release(ctx context.Context, id int64) error {
	return s.db.WithContext(ctx).Exec(`UPDATE text_outbox SET state = ?, sent_at = NULL WHERE id = ? AND state = ?`,
		TextHeld, id, TextSent).Error
}

// Defer holds a text until then.
func (s *Store) Defer(ctx context.Context, id int64, until time.Time) error {
	return s.db.WithContext(ctx).Exec(`UPDATE text_outbox SET send_after = ? WHERE id = ? AND state = ?`,
		until, id, TextHeld).Error
}

// Drop gives a held text up: its moment passed, or the gateway refused it.
func (s *Store) Drop(ctx context.Context, id int64) error {
	return s.db.WithContext(ctx).Exec(`UPDATE text_outbox SET state = ? WHERE id = ? AND state IN (?, ?)`,
		TextDropped, id, TextHeld, TextSent).Error
}

// TextsTo are the texts kept for a person, oldest first (tests, support).
func (s *Store) TextsTo(ctx context.Context, userID int64) ([]Text, error) {
	var out []Text
	err := s.db.WithContext(ctx).Where("user_id = ?", userID).Order("id").Find(&out).Error
	return out, err
}
