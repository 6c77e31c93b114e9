package invite_test

import (
	"strings"
	"testing"
	"time"

	ics "github.com/arran4/golang-ical"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/invite"
	"cerebro/mailer"
)

var session = invite.Session{BookingID: 42, Start: time.Date(2030, 3, 4, 9, 30, 0, 0, time.UTC),
	End: time.Date(2030, 3, 4, 10, 0, 0, 0, time.UTC), Summary: "Cerebro session with Nimal Perera",
	JoinURL: "https://cerebro.lk/#/consulteedashboard", Organizer: "no-reply@cerebro.lk",
	Attendees: []string{"kamala@example.lk", "nimal@example.lk"}}

func TestARequestIsTheSessionInColomboTime(t *testing.T) {
	text := invite.Write(invite.Request, session, time.Date(2030, 3, 1, 0, 0, 0, 0, time.UTC))
	cal, err := ics.ParseCalendar(strings.NewReader(text))
	require.NoError(t, err, text)
	assert.Contains(t, text, "METHOD:REQUEST")
	assert.Contains(t, text, "BEGIN:VTIMEZONE\r\nTZID:Asia/Colombo")
	assert.Contains(t, text, "TZOFFSETTO:+0530")
	events := cal.Events()
	require.Len(t, events, 1)
	e := events[0]
	assert.Equal(t, "booking-42@cerebro.lk", e.Id())
	start := e.GetProperty(ics.ComponentPropertyDtStart)
	assert.Equal(t, "20300304T150000", start.Value, "15:00 in Colombo is 09:30 UTC")
	assert.Equal(t, []string{"Asia/Colombo"}, start.ICalParameters["TZID"])
	assert.Equal(t, "20300304T153000", e.GetProperty(ics.ComponentPropertyDtEnd).Value)
	assert.Equal(t, "0", e.GetProperty(ics.ComponentPropertySequence).Value)
	assert.Equal(t, "https://cerebro.lk/#/consulteedashboard", e.GetProperty(ics.ComponentPropertyUrl).Value, "the join link")
	assert.Equal(t, "CONFIRMED", e.GetProperty(ics.ComponentPropertyStatus).Value)
	assert.Len(t, e.Attendees(), 2)
}

func TestACancellationCancelsTheSameEvent(t *testing.T) {
	s := session
	s.Sequence = 2
	text := invite.Write(invite.Cancel, s, time.Now())
	cal, err := ics.ParseCalendar(strings.NewReader(text))
	require.NoError(t, err)
	assert.Contains(t, text, "METHOD:CANCEL")
	e := cal.Events()[0]
	assert.Equal(t, "booking-42@cerebro.lk", e.Id(), "the UID calendars know")
	assert.Equal(t, "2", e.GetProperty(ics.ComponentPropertySequence).Value)
	assert.Equal(t, "CANCELLED", e.GetProperty(ics.ComponentPropertyStatus).Value)
	a := invite.Attachment(invite.Cancel, s, time.Now())
	assert.Equal(t, "text/calendar; method=CANCEL; charset=utf-8", a.ContentType)
}

func TestAnInviteIsWrittenForItsReader(t *testing.T) {
	s, err := session.For(mailer.ReaderOf("ta", "Europe/London"), "Kamala Silva", "Nimal Perera")
	require.NoError(t, err)
	text := invite.Write(invite.Request, s, time.Date(2030, 3, 1, 0, 0, 0, 0, time.UTC))
	cal, err := ics.ParseCalendar(strings.NewReader(text))
	require.NoError(t, err, text)
	e := cal.Events()[0]
	assert.Equal(t, "Cerebro அமர்வு: Kamala Silva மற்றும் Nimal Perera", e.GetProperty(ics.ComponentPropertySummary).Value)
	description := e.GetProperty(ics.ComponentPropertyDescription).Value
	assert.Contains(t, description, "09:30 முதல் 10:00 வரை (Europe/London)", "the reader's time")
	assert.Contains(t, description, "இலங்கை நேரப்படி 15:00 முதல் 15:30 வரை", "Sri Lanka time beside it")
	assert.Contains(t, description, "https://cerebro.lk/#/consulteedashboard")
	assert.Equal(t, "20300304T150000", e.GetProperty(ics.ComponentPropertyDtStart).Value, "the event stays in Colombo time")
}
