package profile

import (
	"context"
	"time"
)

// ExpiryWarning is how long before its expiry a registration's owner and
// the admins are told to renew it.
const ExpiryWarning = 30 * 24 * time.Hour

// ExpiringCredential is a registration whose expiry warning is due.
type ExpiringCredential struct {
	ConsultantID int64
	Number       string
	ExpiresOn    time.Time
}

// CredentialsToWarn are the registrations expiring between today and
// ExpiryWarning from now (Colombo dates) whose owner has not yet been
// warned about that expiry date: a renewal with a new date is warned again.
func (s *Store) CredentialsToWarn(ctx context.Context, today time.Time) ([]ExpiringCredential, error) {
	var out []ExpiringCredential
	err := s.db.WithContext(ctx).Raw(`SELECT consultant_id, number, expires_on FROM consultant_credentials
		WHERE expires_on BETWEEN ? AND ? AND expiry_warned_for IS DISTINCT FROM expires_on AND status <> ?
		ORDER BY consultant_id`, today, today.Add(ExpiryWarning), CredentialSentBack).Scan(&out).Error
	return out, err
}

// MarkExpiryWarned records that the warning about this expiry date went
// out, so the daily sweep sends it once.
func (s *Store) MarkExpiryWarned(ctx context.Context, consultantID int64, expiresOn time.Time) error {
	return s.db.WithContext(ctx).Exec(`UPDATE consultant_credentials SET expiry_warned_for = expires_on
		WHERE consultant_id = ? AND expires_on = ?`, consultantID, expiresOn).Error
}

// LapseExpired takes the consultants whose registration expired before
// today out of search and booking (consultants.credential_lapsed) and
// answers how many it took out; running it again takes none.
func (s *Store) LapseExpired(ctx context.Context, today time.Time) (int64, error) {
	res := s.db.WithContext(ctx).Exec(`UPDATE consultants c SET credential_lapsed = true
		FROM consultant_credentials cc WHERE cc.consultant_id = c.id AND cc.expires_on < ? AND NOT c.credential_lapsed`, today)
	return res.RowsAffected, res.Error
}
