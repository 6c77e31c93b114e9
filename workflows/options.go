package workflows

// What every area's workflows share: how their activities are retried, the
// activities they run and the mail both parties get.

import (
	"time"

	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/workflow"

	"cerebro/activities"
	"cerebro/apperr"
)

// ErrAdminRemarkTooLong refuses an admin's remark longer than 1000 characters.
const ErrAdminRemarkTooLong apperr.Code = "common.admin_remark_too_long"

// ErrTypeNotCancellable refuses a cancel: of a checkout after a payment or
// slip arrived, of a session its party may no longer cancel.
const ErrTypeNotCancellable = "NotCancellable"

// CancelAnswerWait bounds how long a cancel or fault answer waits for a
// refund being paid, so the caller usually hears PAID rather than APPROVED.
const CancelAnswerWait = 10 * time.Second

// StatusOptions retry a status write until the database takes it: once the
// checkout has decided, the decision must reach the database, however long
// an outage lasts. A write takes milliseconds; the 10 s bound is how long a
// write lost with a killed worker waits before another worker repeats it.
var StatusOptions = workflow.ActivityOptions{
	StartToCloseTimeout: 10 * time.Second,
	RetryPolicy:         &temporal.RetryPolicy{InitialInterval: time.Second, BackoffCoefficient: 2, MaximumInterval: time.Minute},
}

// MailOptions give up on a mail after a while: mail is a courtesy, and its
// failure must not hold up or undo a payment.
var MailOptions = workflow.ActivityOptions{
	StartToCloseTimeout: 30 * time.Second,
	RetryPolicy:         &temporal.RetryPolicy{InitialInterval: time.Second, BackoffCoefficient: 2, MaximumInterval: time.Minute, MaximumAttempts: 10},
}

// CheckOptions retry a read of the stored notification for as long as a
// database outage could last: the payment waits, it is not refused.
var CheckOptions = workflow.LocalActivityOptions{
	StartToCloseTimeout: 10 * time.Second,
	RetryPolicy:         &temporal.RetryPolicy{InitialInterval: time.Second, BackoffCoefficient: 2, MaximumInterval: time.Minute},
}

// DefaultActivityOptions retries side effects for a while with backoff, so a
// database restart or a mail server hiccup delays work instead of losing it.
var DefaultActivityOptions = workflow.ActivityOptions{
	StartToCloseTimeout: 30 * time.Second,
	RetryPolicy: &temporal.RetryPolicy{
		InitialInterval:    time.Second,
		BackoffCoefficient: 2,
		MaximumInterval:    time.Minute,
		MaximumAttempts:    50,
	},
}

// MailBothParties runs a mail activity for each party of a booking, the
// consultee first, both at once; a mail that fails is logged with keyvals,
// never fatal.
func MailBothParties(ctx workflow.Context, what string, activity any, argFor func(party string) any, keyvals ...any) {
	actx := workflow.WithActivityOptions(ctx, MailOptions)
	var sent []workflow.Future
	for _, party := range []string{activities.MailConsultee, activities.MailConsultant} {
		sent = append(sent, workflow.ExecuteActivity(actx, activity, argFor(party)))
	}
	for _, f := range sent {
		if err := f.Get(ctx, nil); err != nil {
			workflow.GetLogger(ctx).Error(what+" failed", append(keyvals, "err", err)...)
		}
	}
}
