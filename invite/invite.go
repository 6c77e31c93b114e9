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

// JoinURL is where a session's parties join it: the dashboard's video page.
func JoinURL(publicBaseURL string, bookingID int64) string {
	return fmt.Sprintf("%s/#/video/%d", publicBaseURL, bookingID)
}

// UID is the booking's event id, the same in every invite about it.
func UID(bookingID int64) string { return fmt.Sprintf("booking-%d@cerebro.lk", bookingID) }

// Sequence is a session's SEQUENCE: 0 when booked, one more once moved,
// one more when cancelled — what every invite and the calendar feed say of
// it, so a calendar keeps the newest.
func Sequence(moved, cancelled bool) int {
	n := 0
	if moved {
		n++
	}
	if cancelled {
		n++
	}
	return n
}

// Write is the invite of one kind for the session, as iCalendar text.
func Write(method ics.Method, s Session, now time.Time) string {
	cal := newCalendar()
	cal.SetMethod(method)
	e := addEvent(cal, s, method == Cancel, now)
	e.SetOrganizer("mailto:"+s.Organizer, ics.WithCN("Cerebro"))
	for _, a := range s.Attendees {
		e.AddAttendee("mailto:"+a, ics.WithRSVP(false))
	}
	return serialize(cal)
}

// newCalendar is a calendar with Sri Lanka's zone, in which events are
// written.
func newCalendar() *ics.Calendar {
	cal := ics.NewCalendarFor("Cerebro")
	tz := cal.AddTimezone(rules.Colombo.String())
	std := tz.AddStandard()
	std.AddProperty(ics.ComponentPropertyDtStart, "19700101T000000")
	std.AddProperty(ics.ComponentProperty(ics.PropertyTzoffsetfrom), "+0530")
	std.AddProperty(ics.ComponentProperty(ics.PropertyTzoffsetto), "+0530")
	std.AddProperty(ics.ComponentProperty(ics.PropertyTzname), "+0530")
	return cal
}

// addEvent adds the session's event: its UID, sequence, times in Sri
// Lanka's zone, summary, description and join link, and its status.
func addEvent(cal *ics.Calendar, s Session, cancelled bool, now time.Time) *ics.VEvent {
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
	if cancelled {
		e.SetStatus(ics.ObjectStatusCancelled)
	} else {
		e.SetStatus(ics.ObjectStatusConfirmed)
	}
	return e
}

func serialize(cal *ics.Calendar) string {
	return cal.Serialize(ics.WithNewLine("\r\n")) // RFC 5545 lines end in CRLF
}

// Attachment is the invite as a mail attachment.
func Attachment(method ics.Method, s Session, now time.Time) mailer.Attachment {
	return mailer.Attachment{Name: "invite.ics", ContentType: "text/calendar; method=" + string(method) + "; charset=utf-8",
		Data: []byte(Write(method, s, now))}
}
