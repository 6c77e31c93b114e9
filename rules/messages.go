package rules

import "time"

// MessageWindow is how long after a session its thread stays open for new
// messages: as long as a problem with it may be reported
// (FaultReportWindow), so the parties can still settle one by writing.
const MessageWindow = FaultReportWindow

// MessageQuiet is how long a thread must stay quiet before its new messages
// are mailed to the party who has not read them: one mail per burst of
// messages, not one per message.
const MessageQuiet = 15 * time.Minute

// MaxBookingNote and MaxMessageText bound a booking's note and one message,
// in characters.
const (
	MaxBookingNote = 1000
	MaxMessageText = 2000
)

// MaxMessageAttachments bounds the files one message carries.
const MaxMessageAttachments = 5

// MessagesOpen reports whether a booking's thread takes new messages at now:
// from the booking until MessageWindow after its session's end, the end
// itself included.
func MessagesOpen(sessionEnd, now time.Time) bool {
	return !now.After(sessionEnd.Add(MessageWindow))
}
