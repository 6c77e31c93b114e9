package web

import (
	"github.com/gin-gonic/gin"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/profile"
)

// CallerID is the caller's account id, 0 when anonymous.
func CallerID(c *gin.Context) int64 {
	if cl := ClaimsOf(c); cl != nil {
		return cl.UserID()
	}
	return 0
}

// IsAdmin reports whether the admin is calling.
func IsAdmin(c *gin.Context) bool {
	cl := ClaimsOf(c)
	return cl != nil && cl.Role == models.RoleAdmin
}

// CallerIs reports whether the caller is the account userID.
func CallerIs(c *gin.Context, userID int64) bool { return userID != 0 && CallerID(c) == userID }

// OwnsOrAdmin reports whether the caller is the account userID or the admin.
func OwnsOrAdmin(c *gin.Context, userID int64) bool { return IsAdmin(c) || CallerIs(c, userID) }

// The refusals of a look at someone else's records, one per kind of record.
const (
	ErrNotYourBookings apperr.Code = "profile.not_your_bookings"
	ErrNotYourEarnings apperr.Code = "profile.not_your_earnings"
	ErrNotYourInvoices apperr.Code = "profile.not_your_invoices"
	ErrNotYourPayouts  apperr.Code = "profile.not_your_payouts"
)

// OwnedConsultee loads the consultee id names, and answers refusal (a 403)
// unless the caller is that consultee or the admin.
func OwnedConsultee(c *gin.Context, profiles *profile.Store, id int64, refusal apperr.Code) (*models.Consultee, bool) {
	ce, err := profiles.ConsulteeByID(c.Request.Context(), id)
	if err != nil {
		Fail(c, err)
		return nil, false
	}
	if !OwnsOrAdmin(c, ce.UserID) {
		Fail(c, apperr.New(refusal))
		return nil, false
	}
	return ce, true
}

// OwnedConsultant loads the consultant id names, and answers refusal (a 403)
// unless the caller is that consultant or the admin.
func OwnedConsultant(c *gin.Context, profiles *profile.Store, id int64, refusal apperr.Code) (*models.Consultant, bool) {
	ct, err := profiles.ConsultantByID(c.Request.Context(), id)
	if err != nil {
		Fail(c, err)
		return nil, false
	}
	if !OwnsOrAdmin(c, ct.UserID) {
		Fail(c, apperr.New(refusal))
		return nil, false
	}
	return ct, true
}
