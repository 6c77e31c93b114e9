package session

import (
	"context"
	"errors"
	"time"

	"cerebro/activities"
	"cerebro/activities/refusal"
	"cerebro/apperr"
	"cerebro/invite"
	"cerebro/mailer"
	"cerebro/models"
	"cerebro/models/session"
	"cerebro/notify"
)

// ErrTypeRescheduleRefused: the slot was taken or the booking changed
// meanwhile; retrying will not change that.
const ErrTypeRescheduleRefused = "RescheduleRefused"

// errSlotGone refuses a move to a slot taken meanwhile.
const errSlotGone apperr.Code = "session.reschedule_slot_gone"

// RescheduleBooking moves the booking to the new slot in one transaction
// (models.Store.RescheduleBooking), with the refund of the difference when
// the new slot is cheaper; safe to repeat. The session pays that refund
// like every approved one (PayRefund).
func (a *Activities) RescheduleBooking(ctx context.Context, r models.Rescheduling) (models.Moved, error) {
	m, err := a.Stores.Session.RescheduleBooking(ctx, r, time.Now())
	if errors.Is(err, session.ErrRescheduleRefused) || errors.Is(err, models.ErrNotFound) {
		return m, refusal.Code(ErrTypeRescheduleRefused, errSlotGone)
	}
	return m, err
}

// RescheduledMail asks for one party's mail about a moved booking.
type RescheduledMail struct {
	BookingID    int64
	Party        string // MailConsultee or MailConsultant
	FromStartsAt time.Time
}

// SendRescheduledMail tells one party the session moved, from when to when,
// and the consultee what came back when the new slot is cheaper: the
// difference, to the card or by bank transfer.
func (a *Activities) SendRescheduledMail(ctx context.Context, r RescheduledMail) error {
	m, err := a.sessionMailOf(ctx, r.BookingID, r.Party)
	if err != nil {
		return err
	}
	var refunded int64
	byTransfer := false
	if r.Party == activities.MailConsultee {
		d, transfer, err := a.Stores.Refund.DifferenceOf(ctx, r.BookingID)
		switch {
		case err == nil:
			refunded, byTransfer = d.Amount, transfer
		case !errors.Is(err, models.ErrNotFound):
			return err
		}
	}
	invites, err := a.Mail.Invites(invite.Request, *m.b, invite.Sequence(true, false), m.me, m.consultee, m.consultant) // the same event, moved
	if err != nil {
		return err
	}
	err = a.Mail.Send(ctx, m.me, "rescheduled", mailer.Data{"Name": m.me.First, "Other": m.other.Name, "From": r.FromStartsAt,
		"To": m.b.Slot.StartsAt, "Dashboard": m.dashboard, "Refunded": refunded, "ByTransfer": byTransfer}, invites)
	if err == nil {
		a.Mail.Notify(ctx, m.me, notify.Rescheduled, mailer.Data{"Other": m.other.Name, "To": m.b.Slot.StartsAt}, m.link)
	}
	return err
}
