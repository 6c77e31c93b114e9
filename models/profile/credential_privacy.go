package profile

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/models/privacy"
)

// kindCredential is the upload kind of registration certificates
// (uploads.KindCredential).
const kindCredential = "credentials"

// CredentialPrivacyPart is a consultant's registration in their data: the
// number, body, expiry and the admin's check in the export, the certificate
// as a file; on closing, the registration and its certificate go (nothing
// of it is a financial record).
func CredentialPrivacyPart() privacy.Part {
	return privacy.Part{Name: "credentials", Export: exportCredential, Files: credentialFile, Erase: eraseCredential}
}

type credentialExport struct {
	Body        string     `json:"body"`
	Number      string     `json:"number"`
	ExpiresOn   *time.Time `json:"expiresOn"`
	Status      string     `json:"status"`
	Reason      string     `json:"reason"`
	CheckedAt   *time.Time `json:"checkedAt"`
	SubmittedAt time.Time  `json:"submittedAt"`
	Document    string     `json:"document"`
}

func exportCredential(_ context.Context, db *gorm.DB, p privacy.Person) (any, error) {
	out := []credentialExport{}
	err := db.Raw(`SELECT body, number, expires_on, status, reason, checked_at, submitted_at, document_name AS document
		FROM consultant_credentials WHERE consultant_id = ?`, p.ConsultantID).Scan(&out).Error
	return out, err
}

func credentialFile(_ context.Context, db *gorm.DB, p privacy.Person) ([]privacy.File, error) {
	var names []string
	err := db.Raw(`SELECT document_name FROM consultant_credentials WHERE consultant_id = ?
		UNION SELECT name FROM uploads WHERE user_id = ? AND kind = ?`, p.ConsultantID, p.UserID, kindCredential).Scan(&names).Error
	return credentialFiles(names), err
}

func eraseCredential(_ context.Context, tx *gorm.DB, p privacy.Person, _ time.Time) ([]privacy.File, error) {
	var names []string
	err := tx.Raw(`DELETE FROM consultant_credentials WHERE consultant_id = ? RETURNING document_name`, p.ConsultantID).Scan(&names).Error
	if err != nil {
		return nil, err
	}
	var sent []string
	err = tx.Raw(`DELETE FROM uploads WHERE user_id = ? AND kind = ? RETURNING name`, p.UserID, kindCredential).Scan(&sent).Error
	return credentialFiles(append(names, sent...)), err
}

func credentialFiles(names []string) []privacy.File {
	seen := map[string]bool{}
	out := []privacy.File{}
	for _, n := range names {
		if n != "" && !seen[n] {
			seen[n] = true
			out = append(out, privacy.File{Kind: kindCredential, Name: n})
		}
	}
	return out
}
