package session

import (
	"context"
	"fmt"

	"cerebro/activities"
	"cerebro/models"
)

// sessionMail is a booking as one party's mail about its session needs it:
// both parties, which is the reader, and the reader's dashboard.
type sessionMail struct {
	b                     *models.Booking
	consultee, consultant *activities.Party
	me, other             *activities.Party
	dashboard             string // the reader's dashboard, absolute
	link                  string // the same, a path: where a push opens
}

// sessionMailOf loads the booking with its slot and parties for a mail to
// party (MailConsultee or MailConsultant).
func (a *Activities) sessionMailOf(ctx context.Context, bookingID int64, party string) (*sessionMail, error) {
	b, err := a.Stores.Session.BookingByID(ctx, bookingID)
	if err != nil {
		return nil, err
	}
	consultee, consultant, err := activities.PartiesOf(b.Consultee, b.Consultant)
	if err != nil || b.Slot == nil {
		return nil, fmt.Errorf("booking %d: slot or parties not loaded", b.ID)
	}
	m := &sessionMail{b: b, consultee: consultee, consultant: consultant, me: consultee, other: consultant,
		link: "/#/consulteedashboard"}
	if party == activities.MailConsultant {
		m.me, m.other, m.link = consultant, consultee, "/#/consultantdashboard"
	}
	m.dashboard = a.PublicBaseURL + m.link
	return m, nil
}
