package documents

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/documents"
	"cerebro/mailer"
	"cerebro/models/checkout"
	"cerebro/models/payout"
	"cerebro/models/profile"
	"cerebro/models/refund"
)

// Handlers answers the document routes.
type Handlers struct {
	web.Deps
	Checkout *checkout.Store
	Refund   *refund.Store
	Payout   *payout.Store
	Profile  *profile.Store
}

// company is who issues the documents (config.Company).
func (h *Handlers) company() documents.Company {
	c := h.Config.Company
	return documents.Company{Name: c.Name, Address: c.Address, RegistrationNo: c.RegistrationNo}
}

// readerOf is the caller as a reader: the account's language (web.LanguageOf)
// and zone, the profile's when they have one, else Sri Lanka's.
func readerOf(c *gin.Context, zone string) mailer.Reader {
	return mailer.ReaderOf(web.LanguageOf(c), zone)
}

// sendPDF answers a PDF to download as name.
func sendPDF(c *gin.Context, name string, b []byte) {
	c.Header("Content-Disposition", fmt.Sprintf(`attachment; filename="%s"`, name))
	c.Header("Cache-Control", "private, no-store")
	c.Data(http.StatusOK, "application/pdf", b)
}

// fileSafe keeps letters, digits and dashes of s for a file name.
func fileSafe(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_':
			return r
		}
		return '-'
	}, s)
}
