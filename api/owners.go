package api

import (
	"github.com/gin-gonic/gin"

	"cerebro/apperr"
	"cerebro/models"
)

// callerID is the caller's account id, 0 when anonymous.
func callerID(c *gin.Context) int64 {
	if cl := claimsOf(c); cl != nil {
		return cl.UserID()
	}
	return 0
}

// isAdmin reports whether the admin is calling.
func isAdmin(c *gin.Context) bool {
	cl := claimsOf(c)
	return cl != nil && cl.Role == models.RoleAdmin
}

// callerIs reports whether the caller is the account userID.
func callerIs(c *gin.Context, userID int64) bool { return userID != 0 && callerID(c) == userID }

// ownsOrAdmin reports whether the caller is the account userID or the admin.
func ownsOrAdmin(c *gin.Context, userID int64) bool { return isAdmin(c) || callerIs(c, userID) }

// The refusals of a look at someone else's records, one per kind of record.
const (
	errNotYourBookings apperr.Code = "profile.not_your_bookings"
	errNotYourEarnings apperr.Code = "profile.not_your_earnings"
	errNotYourInvoices apperr.Code = "profile.not_your_invoices"
	errNotYourPayouts  apperr.Code = "profile.not_your_payouts"
)

// ownedConsultee loads the consultee id names, and answers refusal (a 403)
// unless the caller is that consultee or the admin.
func (s *Server) ownedConsultee(c *gin.Context, id int64, refusal apperr.Code) (*models.Consultee, bool) {
	ce, err := s.stores.Profile.ConsulteeByID(c.Request.Context(), id)
	if err != nil {
		fail(c, err)
		return nil, false
	}
	if !ownsOrAdmin(c, ce.UserID) {
		fail(c, apperr.New(refusal))
		return nil, false
	}
	return ce, true
}

// ownedConsultant loads the consultant id names, and answers refusal (a 403)
// unless the caller is that consultant or the admin.
func (s *Server) ownedConsultant(c *gin.Context, id int64, refusal apperr.Code) (*models.Consultant, bool) {
	ct, err := s.stores.Profile.ConsultantByID(c.Request.Context(), id)
	if err != nil {
		fail(c, err)
		return nil, false
	}
	if !ownsOrAdmin(c, ct.UserID) {
		fail(c, apperr.New(refusal))
		return nil, false
	}
	return ct, true
}
