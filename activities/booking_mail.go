package activities

import (
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

// Invites are the calendar invites of a booking's session, written for the
// party that receives them (see invite.Session.For).
func (m *Mail) Invites(method ics.Method, b models.Booking, sequence int, to, consultee, consultant *Party) ([]mailer.Attachment, error) {
	if b.Slot == nil {
		return nil, nil
	}
	s, err := invite.Session{BookingID: b.ID, Sequence: sequence, Start: b.Slot.StartsAt, End: b.Slot.EndsAt,
		JoinURL:   invite.JoinURL(m.PublicBaseURL, b.ID),
		Organizer: inviteSender, Attendees: []string{consultee.Email, consultant.Email}}.For(to.Reader, consultee.Name, consultant.Name)
	if err != nil {
		return nil, err
	}
	att := invite.Attachment(method, s, time.Now())
	att.Name = fmt.Sprintf("cerebro-session-%d.ics", b.ID)
	return []mailer.Attachment{att}, nil
}

// Party is one side of a booking as mails name them, and how they
// read: their account's language, their profile's time zone.
type Party struct {
	UserID             int64 // whose phones are told (activities.Mail.Notify); 0: mail alone
	First, Name, Email string
	Reader             mailer.Reader
}

// PartiesOf are the consultee and the consultant of a booking as mails name them.
func PartiesOf(ce *models.Consultee, ct *models.Consultant) (*Party, *Party, error) {
	if ce == nil || ce.User == nil || ct == nil || ct.User == nil {
		return nil, nil, fmt.Errorf("parties not loaded")
	}
	return &Party{ce.User.ID, ce.FirstName, strings.TrimSpace(ce.FirstName + " " + ce.LastName), ce.User.Email,
			mailer.ReaderOf(ce.User.Language, ce.TimeZone)},
		&Party{ct.User.ID, ct.FirstName, strings.TrimSpace(ct.FirstName + " " + ct.LastName), ct.User.Email,
			mailer.ReaderOf(ct.User.Language, ct.TimeZone)}, nil
}
