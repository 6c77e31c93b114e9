package profile

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"cerebro/mailer"
	"cerebro/rules"
)

// CredentialSweep asks SweepCredentials to look at the registrations as of Now.
type CredentialSweep struct {
	Now time.Time
}

// CredentialSweepResult says what a sweep did.
type CredentialSweepResult struct {
	Warned int   // registrations whose owner and admins were told of the coming expiry
	Lapsed int64 // consultants taken out of search and booking
}

// SweepCredentials mails the owner and the admins of every registration
// that expires within 30 days (once per expiry date: the date is marked
// after the mails went, so a retry sends only what is unmarked), then takes
// the consultants whose registration expired before today out of search and
// booking. Their paid sessions go ahead. Running it again does nothing more.
func (a *Activities) SweepCredentials(ctx context.Context, in CredentialSweep) (CredentialSweepResult, error) {
	today := rules.ColomboToday(in.Now)
	due, err := a.Stores.Profile.CredentialsToWarn(ctx, today)
	if err != nil {
		return CredentialSweepResult{}, err
	}
	var out CredentialSweepResult
	for _, d := range due {
		if err := a.warnExpiry(ctx, d.ConsultantID, d.Number, d.ExpiresOn); err != nil {
			return out, err
		}
		if err := a.Stores.Profile.MarkExpiryWarned(ctx, d.ConsultantID, d.ExpiresOn); err != nil {
			return out, err
		}
		out.Warned++
	}
	out.Lapsed, err = a.Stores.Profile.LapseExpired(ctx, today)
	if out.Warned > 0 || out.Lapsed > 0 {
		slog.InfoContext(ctx, "registrations swept", "warned", out.Warned, "lapsed", out.Lapsed)
	}
	return out, err
}

// warnExpiry mails the consultant and every admin that a registration
// expires soon.
func (a *Activities) warnExpiry(ctx context.Context, consultantID int64, number string, expiresOn time.Time) error {
	c, err := a.Stores.Profile.ConsultantByID(ctx, consultantID)
	if err != nil {
		return err
	}
	// The date as a Colombo calendar day, so every reader sees the same date.
	on := time.Date(expiresOn.Year(), expiresOn.Month(), expiresOn.Day(), 12, 0, 0, 0, rules.Colombo)
	data := mailer.Data{"Name": c.FirstName, "Consultant": strings.TrimSpace(c.FirstName + " " + c.LastName),
		"Number": number, "ExpiresOn": on, "Dashboard": a.PublicBaseURL + "/#/consultantdashboard"}
	if err := a.Mail.Send(ctx, consultantParty(c), "credential_expiring", data, nil); err != nil {
		return err
	}
	admins, err := a.Mail.Admins(ctx)
	if err != nil {
		return err
	}
	data["Dashboard"] = a.PublicBaseURL + "/#/admindashboard"
	return a.Mail.SendEach(ctx, admins, "credential_expiring_admin", data)
}
