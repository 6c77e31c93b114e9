package activities

import (
	"context"
	"fmt"
	"strings"
	"time"

	ics "github.com/arran4/golang-ical"

	"cerebro/invite"
	"cerebro/mailer"
	"cerebro/models"
)

// What booking mails share: the calendar invite of each session, and the
// consultee's receipt.

// inviteSender is the organizer address invites name.
const inviteSender = "no-reply@cerebro.lk"

// invites are the calendar invites of a booking's session, written for the
// party that receives them (see invite.Session.For).
func (a *Activities) invites(method ics.Method, b models.Booking, sequence int, to, consultee, consultant *mailerParty) ([]mailer.Attachment, error) {
	if b.Slot == nil {
		return nil, nil
	}
	s, err := invite.Session{BookingID: b.ID, Sequence: sequence, Start: b.Slot.StartsAt, End: b.Slot.EndsAt,
		JoinURL:   a.PublicBaseURL + "/#/video/" + fmt.Sprint(b.ID),
		Organizer: inviteSender, Attendees: []string{consultee.email, consultant.email}}.For(to.reader, consultee.name, consultant.name)
	if err != nil {
		return nil, err
	}
	att := invite.Attachment(method, s, time.Now())
	att.Name = fmt.Sprintf("cerebro-session-%d.ics", b.ID)
	return []mailer.Attachment{att}, nil
}

// mailerParty is one side of a booking as mails name them, and how they
// read: their account's language, their profile's time zone.
type mailerParty struct {
	first, name, email string
	reader             mailer.Reader
}

func partiesOf(ce *models.Consultee, ct *models.Consultant) (*mailerParty, *mailerParty, error) {
	if ce == nil || ce.User == nil || ct == nil || ct.User == nil {
		return nil, nil, fmt.Errorf("parties not loaded")
	}
	return &mailerParty{ce.FirstName, strings.TrimSpace(ce.FirstName + " " + ce.LastName), ce.User.Email,
			mailer.ReaderOf(ce.User.Language, ce.TimeZone)},
		&mailerParty{ct.FirstName, strings.TrimSpace(ct.FirstName + " " + ct.LastName), ct.User.Email,
			mailer.ReaderOf(ct.User.Language, ct.TimeZone)}, nil
}

// sessionMail is a booking as one party's mail about its session needs it:
// both parties, which is the reader, and the reader's dashboard.
type sessionMail struct {
	b                     *models.Booking
	consultee, consultant *mailerParty
	me, other             *mailerParty
	dashboard             string
}

// sessionMailOf loads the booking with its slot and parties for a mail to
// party (MailConsultee or MailConsultant).
func (a *Activities) sessionMailOf(ctx context.Context, bookingID int64, party string) (*sessionMail, error) {
	b, err := a.Stores.Session.BookingByID(ctx, bookingID)
	if err != nil {
		return nil, err
	}
	consultee, consultant, err := partiesOf(b.Consultee, b.Consultant)
	if err != nil || b.Slot == nil {
		return nil, fmt.Errorf("booking %d: slot or parties not loaded", b.ID)
	}
	m := &sessionMail{b: b, consultee: consultee, consultant: consultant, me: consultee, other: consultant,
		dashboard: a.PublicBaseURL + "/#/consulteedashboard"}
	if party == MailConsultant {
		m.me, m.other, m.dashboard = consultant, consultee, a.PublicBaseURL+"/#/consultantdashboard"
	}
	return m, nil
}

// invitesFor are the calendar invites of the invoice's sessions, for one party.
func (a *Activities) invitesFor(inv *models.Invoice, to, consultee, consultant *mailerParty) ([]mailer.Attachment, error) {
	var out []mailer.Attachment
	for _, b := range inv.Bookings {
		att, err := a.invites(invite.Request, b, 0, to, consultee, consultant)
		if err != nil {
			return nil, err
		}
		out = append(out, att...)
	}
	return out, nil
}

// receiptOf is the data of the consultee's receipt: invoice number, each
// session with its price, the total, the method and the gateway's payment id.
func (a *Activities) receiptOf(inv *models.Invoice) mailer.Data {
	var lines []mailer.Data
	for _, b := range inv.Bookings {
		if b.Slot == nil {
			continue
		}
		lines = append(lines, mailer.Data{"Consultant": strings.TrimSpace(inv.Consultant.FirstName + " " + inv.Consultant.LastName),
			"Start": b.Slot.StartsAt, "End": b.Slot.EndsAt, "Price": b.Slot.Price})
	}
	paymentID := ""
	if inv.GatewayPaymentID != nil {
		paymentID = *inv.GatewayPaymentID
	}
	return mailer.Data{"Name": inv.Consultee.FirstName, "Cref": inv.Cref, "Lines": lines, "Total": inv.TotalAmount,
		"Card": inv.PaymentMethod != models.PaySlip, "PaymentID": paymentID, "Dashboard": a.PublicBaseURL + "/#/consulteedashboard"}
}
