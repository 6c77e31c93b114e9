package privacy

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"
)

// FormerMemberName is a closed account's user name: the admin's lists show
// it; the web app and the public reviews say "a former member" in the
// viewer's language.
const FormerMemberName = "former member"

// closedEmail is a closed account's address: unique, undeliverable (the
// .invalid top-level domain, RFC 2606), and not the person's, so the person
// may sign up again with theirs.
func closedEmail(userID int64) string { return fmt.Sprintf("closed-%d@closed.invalid", userID) }

func exportAccount(_ context.Context, db *gorm.DB, p Person) (any, error) {
	r, err := rows(db, `SELECT id, user_name, email, role, language, email_verified_at, created_at
		FROM users WHERE id = ?`, p.UserID)
	if err != nil || len(r) == 0 {
		return nil, err
	}
	return r[0], nil
}

// eraseAccount anonymises the account row (kept: invoices and the ledger
// point at it), spends every token (a new version) and every reset or
// verification link, and forgets the sign-in history, the verified phone,
// its codes and the texts sent to it.
func eraseAccount(_ context.Context, tx *gorm.DB, p Person, now time.Time) ([]File, error) {
	for _, q := range []string{
		`DELETE FROM password_resets WHERE user_id = ?`,
		`DELETE FROM email_verifications WHERE user_id = ?`,
		`DELETE FROM signin_throttles WHERE user_id = ?`,
		`DELETE FROM phone_codes WHERE user_id = ?`,
		`DELETE FROM text_outbox WHERE user_id = ?`,
	} {
		if err := tx.Exec(q, p.UserID).Error; err != nil {
			return nil, err
		}
	}
	return nil, tx.Exec(`UPDATE users SET user_name = ?, email = ?, password_hash = '!closed', email_verified_at = NULL,
			verified_phone = NULL, phone_verified_at = NULL, failed_logins = 0, locked_until = NULL, last_failed_at = NULL, token_version = token_version + 1,
			closed_at = ?, updated_at = ?
		WHERE id = ?`, FormerMemberName, closedEmail(p.UserID), now, now, p.UserID).Error
}
