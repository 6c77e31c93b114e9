package checkout

import (
	"time"
	"unicode/utf8"

	"cerebro/apperr"
	"cerebro/rules"
)

// MaxSlots mirrors the availability form's 10 slots per entry.
const MaxSlots = 10

// The refusals of a booking request.
const (
	ErrSelectSlot       apperr.Code = "checkout.select_slot"
	ErrTooManySlots     apperr.Code = "checkout.too_many_slots"
	ErrBookForYourself  apperr.Code = "checkout.book_for_yourself"
	ErrOneConsultant    apperr.Code = "checkout.one_consultant"
	ErrDuplicateSlot    apperr.Code = "checkout.duplicate_slot"
	ErrConsultantClosed apperr.Code = "checkout.consultant_closed"
	// ErrCredentialLapsed refuses a new booking with a consultant whose
	// registration has expired; sessions already paid go ahead.
	ErrCredentialLapsed apperr.Code = "checkout.consultant_credential_lapsed"
	ErrRebookCooldown   apperr.Code = "checkout.rebook_cooldown"
	ErrKeyReused        apperr.Code = "checkout.idempotency_key_reused"
	ErrNoteTooLong      apperr.Code = "checkout.note_too_long"
)

// orderOf checks the request's slots — at least one, at most MaxSlots, each
// once, all for the caller, all with one consultant — and builds the order.
func orderOf(req Request, set Settings) (Order, error) {
	y, m, d := rules.ColomboToday(req.Now).Date()
	o := Order{ConsulteeID: req.ConsulteeID, Method: req.Method, Settings: set, PromoCode: req.PromoCode,
		BookingDate: time.Date(y, m, d, 0, 0, 0, 0, time.UTC)}
	switch {
	case len(req.Items) == 0:
		return o, apperr.New(ErrSelectSlot)
	case len(req.Items) > MaxSlots:
		return o, apperr.New(ErrTooManySlots)
	}
	first := req.Items[0].ConsultantID
	seen := map[int64]bool{}
	for _, it := range req.Items {
		switch {
		case it.ConsulteeID != req.ConsulteeID:
			return o, apperr.New(ErrBookForYourself)
		case it.CerebroslotID <= 0:
			return o, apperr.New(ErrSelectSlot)
		case it.ConsultantID <= 0 || it.ConsultantID != first:
			return o, apperr.New(ErrOneConsultant)
		case seen[it.CerebroslotID]:
			return o, apperr.New(ErrDuplicateSlot)
		case utf8.RuneCountInString(it.Note) > rules.MaxBookingNote:
			return o, apperr.New(ErrNoteTooLong).With("max", rules.MaxBookingNote)
		}
		seen[it.CerebroslotID] = true
		o.SlotIDs = append(o.SlotIDs, it.CerebroslotID)
		addNote(&o, it)
	}
	o.ConsultantID = first
	return o, nil
}

// addNote keeps an item's note for its slot's booking.
func addNote(o *Order, it Item) {
	if it.Note == "" {
		return
	}
	if o.Notes == nil {
		o.Notes = map[int64]string{}
	}
	o.Notes[it.CerebroslotID] = it.Note
}
