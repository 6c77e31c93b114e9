// Package refund is the refunds' store: a booking's refund opened, decided
// by the admin when the policy says so, paid exactly once through the
// gateway (a card payment) or by bank transfer, and the consultee's account
// for the transfers.
//
// A booking moved to a cheaper slot has, beside it, one refund of the
// difference (models.CauseRescheduledCheaper): that one is the product's own
// price change, never a claim, and takes nothing more from the consultant
// than the cheaper slot's price already does.
package refund

import (
	"gorm.io/gorm"

	"cerebro/models"
)

// Store reads and moves refunds through their lifecycle. Built over a
// transaction (New(tx)) it writes with the caller's other changes, as the
// session does opening a refund with its cancellation.
type Store struct{ db *gorm.DB }

// New is the refunds' store over db.
func New(db *gorm.DB) *Store { return &Store{db: db} }

// Statuses are every status a refund can have (the table's check) that the
// operator's dashboards count.
var Statuses = []models.RefundStatus{models.RefundRequested, models.RefundApproved, models.RefundSubmitting,
	models.RefundFailed, models.RefundRejected, models.RefundPaid}
