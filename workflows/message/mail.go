// Package message holds the workflow that mails a booking's party the new
// messages of its thread once the thread has been quiet for a quarter of
// an hour (rules.MessageQuiet): one mail per burst of messages.
package message

import (
	"time"

	"go.temporal.io/sdk/workflow"

	messageacts "cerebro/activities/message"
	"cerebro/models"
	"cerebro/workflows"
)

// PostedSignal tells the workflow a message was written to its party; the
// API sends it with SignalWithStart, so the first one starts the workflow.
const PostedSignal = "message-posted"

// MailInput is whose thread the workflow watches and to whom it mails.
type MailInput struct {
	BookingID int64
	Recipient models.Rater // models.RaterConsultee or models.RaterConsultant
	// Quiet is how long the thread must stay quiet before the mail goes;
	// zero: rules.MessageQuiet.
	Quiet time.Duration `json:",omitempty"`
}

// MailNewMessages waits until no message has been posted to the recipient
// for Quiet, then mails what they have not read (nothing when they read it
// in the app meanwhile). A message posted while the mail goes out starts
// the wait again, so nothing is left untold; after that the workflow ends,
// and the next message starts a new one.
func MailNewMessages(ctx workflow.Context, in MailInput) (int, error) {
	quiet := in.Quiet
	if quiet <= 0 {
		quiet = defaultQuiet
	}
	posted := workflow.GetSignalChannel(ctx, PostedSignal)
	actx := workflow.WithActivityOptions(ctx, workflows.MailOptions)
	var a *messageacts.Activities
	mailed := workflows.AfterEachBurst(ctx, posted, quiet, func() int {
		var n int
		err := workflow.ExecuteActivity(actx, a.MailNewMessages, messageacts.MailNew{BookingID: in.BookingID, Recipient: in.Recipient}).Get(ctx, &n)
		if err != nil {
			workflow.GetLogger(ctx).Error("message mail failed", "booking", in.BookingID, "err", err)
		}
		return n
	})
	return mailed, nil
}
