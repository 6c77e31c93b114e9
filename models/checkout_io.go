package models

// The checkout's activity inputs and outputs. They stay in models, beside
// the entities, because the checkout workflow carries them in its history;
// the queries that take them are models/checkout's.

import (
	"fmt"
	"time"
)

// ReserveRequest is one consultee's request to hold slots of one consultant
// under a new invoice whose id was allocated with NextInvoiceIDFor.
type ReserveRequest struct {
	Limits        HoldLimits // zero: none (reservations of the previous release)
	InvoiceID     int64
	ConsulteeID   int64
	ConsultantID  int64
	SlotIDs       []int64
	Method        PaymentMethod
	BookingDate   time.Time
	ReservedAt    time.Time
	PaymentWindow time.Duration
	// Notes are the consultee's notes by slot id, stored on each slot's
	// booking; absent in reservations of the previous release.
	Notes map[int64]string `json:",omitempty"`
	// PromoCode is the consultee's promo code, checked and used by the
	// reservation (models/checkout/promo.go); absent without one.
	PromoCode string `json:",omitempty"`
}

// HeldSlot is one booking of an invoice and the slot it holds.
type HeldSlot struct {
	BookingID int64
	SlotID    int64
	StartsAt  time.Time
	EndsAt    time.Time
	Price     int64 // cents, what the consultee pays for this slot
}

// Reservation is what a successful ReserveSlots holds. PayBy is the payment
// deadline stored on the invoice: ReservedAt + PaymentWindow, but never later
// than the first slot's start, since nobody can pay for a session already begun.
type Reservation struct {
	InvoiceID   int64
	Cref        string
	TotalAmount int64
	PayBy       time.Time
	Slots       []HeldSlot
}

// InvoiceCref is the invoice's public reference, also the gateway order id.
func InvoiceCref(invoiceID int64) string { return fmt.Sprintf("CRB-%06d", invoiceID) }

// HoldLimits bound what one consultee may hold unpaid at once, so nobody
// can hoard a consultant's slots.
type HoldLimits struct {
	MaxUnpaid    int // invoices PENDING_PAYMENT or PENDING_APPROVAL
	MaxHeldSlots int // slots those invoices hold
}

// Confirmation is how an invoice was paid: the gateway's payment id for a
// card payment, or the admin's remark on an approved slip.
type Confirmation struct {
	InvoiceID   int64
	PaymentID   string
	AdminRemark string
	DecidedBy   int64 // the admin who approved the slip; 0 for a card payment
}

// Release ends an unpaid invoice: why it failed, what its bookings become,
// and whether a slip paid by bank transfer is owed back.
type Release struct {
	InvoiceID     int64
	Reason        string
	BookingStatus BookingStatus // BookingCancelled (the consultee cancelled) or BookingFailed
	CancelledBy   CancelledBy   // "" or CancelledByConsultee / CancelledBySystem
	AdminRemark   string
	DecidedBy     int64 // the admin who rejected the slip; 0 when no one decided
	RefundSlip    bool  // a slip was uploaded but never reviewed: the money is owed back
}

// FirstStart is when the earliest slot of the reservation begins.
func (r Reservation) FirstStart() time.Time {
	var first time.Time
	for _, s := range r.Slots {
		if first.IsZero() || s.StartsAt.Before(first) {
			first = s.StartsAt
		}
	}
	return first
}

// BookingIDs lists the reservation's bookings in slot order.
func (r Reservation) BookingIDs() []int64 {
	ids := make([]int64, len(r.Slots))
	for i, s := range r.Slots {
		ids[i] = s.BookingID
	}
	return ids
}
