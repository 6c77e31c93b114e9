// Package invite writes the iCalendar invites attached to booking mails
// (RFC 5545/5546, with github.com/arran4/golang-ical): METHOD:REQUEST when a
// session is confirmed or moved, METHOD:CANCEL when it is cancelled. One
// event per booking, its UID stable, its SEQUENCE raised with each change,
// so calendars update the event they already have.
package invite

import (
	"fmt"
	"time"

	ics "github.com/arran4/golang-ical"

	"cerebro/mailer"
	"cerebro/rules"
)

// Kinds of invite.
const (
	Request = ics.MethodRequest
	Cancel  = ics.MethodCancel
)

// Session is one booked session as its invite says it.
type Session struct {
	BookingID  int64
	Sequence   int // 0 when booked, 1 once moved; a cancellation is one more
	Start, End time.Time
	Summary    string // "Cerebro session: Kamala Silva with Nimal Perera"
	// Description: the session's time as its reader reads it and where to
	// join; empty, the join link alone.
	Description string
	JoinURL     string // where the Join Call button is
	Organizer   string // the sender's address
	Attendees   []string
}

// For is the session's invite as one of its parties reads it: the summary
// and description from the mail catalogue ("invite") in their language, the
// time in their zone (with Sri Lanka time beside it when that differs).
// The event's times stay in Asia/Colombo with its VTIMEZONE: calendar apps
// show them in their own zone.
func (s Session) For(r mailer.Reader, consultee, consultant string) (Session, error) {
	m, err := mailer.Compose(r, "invite", mailer.Data{"Consultee": consultee, "Consultant": consultant,
		"Start": s.Start, "End": s.End, "JoinURL": s.JoinURL})
	if err != nil {
		return s, err
	}
	s.Summary, s.Description = m.Subject, m.Body
	return s, nil
}

// UID is the booking's event id, the same in every invite about it.
func UID(bookingID int64) string { return fmt.Sprintf("booking-%d@cerebro.lk", bookingID) }

// Write is the invite of one kind for the session, as iCalendar text.
func Write(method ics.Method, s Session, now time.Time) string {
	cal := ics.NewCalendarFor("Cerebro")
	cal.SetMethod(method)
	tz := cal.AddTimezone(rules.Colombo.String())
	std := tz.AddStandard()
	std.AddProperty(ics.ComponentPropertyDtStart, "19700101T000000")
	std.AddProperty(ics.ComponentProperty(ics.PropertyTzoffsetfrom), "+0530")
	std.AddProperty(ics.ComponentProperty(ics.PropertyTzoffsetto), "+0530")
	std.AddProperty(ics.ComponentProperty(ics.PropertyTzname), "+0530")

	e := cal.AddEvent(UID(s.BookingID))
	e.SetDtStampTime(now)
	e.SetSequence(s.Sequence)
	local := func(t time.Time) string { return t.In(rules.Colombo).Format("20060102T150405") }
	e.SetProperty(ics.ComponentPropertyDtStart, local(s.Start), ics.WithTZID(rules.Colombo.String()))
	e.SetProperty(ics.ComponentPropertyDtEnd, local(s.End), ics.WithTZID(rules.Colombo.String()))
	e.SetSummary(s.Summary)
	if s.Description == "" {
		s.Description = "Join from your Cerebro dashboard: " + s.JoinURL
	}
	e.SetDescription(s.Description)
	e.SetURL(s.JoinURL)
	e.SetLocation(s.JoinURL)
	e.SetOrganizer("mailto:"+s.Organizer, ics.WithCN("Cerebro"))
	for _, a := range s.Attendees {
		e.AddAttendee("mailto:"+a, ics.WithRSVP(false))
	}
	if method == Cancel {
		e.SetStatus(ics.ObjectStatusCancelled)
	} else {
		e.SetStatus(ics.ObjectStatusConfirmed)
	}
	return cal.Serialize(ics.WithNewLine("\r\n")) // RFC 5545 lines end in CRLF
}

// Attachment is the invite as a mail attachment.
func Attachment(method ics.Method, s Session, now time.Time) mailer.Attachment {
	return mailer.Attachment{Name: "invite.ics", ContentType: "text/calendar; method=" + string(method) + "; charset=utf-8",
		Data: []byte(Write(method, s, now))}
}
