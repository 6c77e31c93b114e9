package invite

import (
	"time"

	ics "github.com/arran4/golang-ical"
)

// FeedSession is one session in a person's calendar feed.
type FeedSession struct {
	Session
	Cancelled bool
}

// Feed is a person's subscribed calendar (RFC 5545, METHOD:PUBLISH): their
// sessions with the same UIDs and sequences as the mailed invites, so a
// calendar that has both keeps one event, and a cancelled one says so. It
// names no attendee: a feed is read by whatever calendar its owner gave the
// address to, and needs nobody's address. Calendars are asked to refresh
// it hourly.
func Feed(name string, sessions []FeedSession, now time.Time) string {
	cal := newCalendar()
	cal.SetMethod(ics.MethodPublish)
	cal.SetName(name)
	cal.SetXWRCalName(name)
	cal.SetRefreshInterval("PT1H")
	cal.SetXPublishedTTL("PT1H")
	for _, s := range sessions {
		addEvent(cal, s.Session, s.Cancelled, now)
	}
	return serialize(cal)
}
