package message_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/mock"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/testsuite"

	messageacts "cerebro/activities/message"
	"cerebro/models"
	"cerebro/rules"
	messagewf "cerebro/workflows/message"
)

// sending is how long a mail takes to go out, on the mock clock.
const sending = time.Minute

// mailRun starts the mail workflow as the API's first message does, posts
// one more message after each of later, and answers when each mail went
// (the mock clock) and what the workflow answered.
func mailRun(t *testing.T, later ...time.Duration) (start time.Time, mails []time.Time, told int) {
	t.Helper()
	var suite testsuite.WorkflowTestSuite
	env := suite.NewTestWorkflowEnvironment()
	var acts *messageacts.Activities
	env.RegisterActivity(&messageacts.Activities{})
	env.OnActivity(acts.MailNewMessages, mock.Anything, messageacts.MailNew{BookingID: 42, Recipient: models.RaterConsultant}).
		Return(func(context.Context, messageacts.MailNew) (int, error) {
			mails = append(mails, env.Now().Add(-sending)) // the mock answers once sent
			return 1, nil
		}).After(sending)
	for _, d := range later {
		env.RegisterDelayedCallback(func() { env.SignalWorkflow(messagewf.PostedSignal, nil) }, d)
	}
	start = env.Now()
	env.ExecuteWorkflow(messagewf.MailNewMessages, messagewf.MailInput{BookingID: 42, Recipient: models.RaterConsultant})
	require.True(t, env.IsWorkflowCompleted())
	require.NoError(t, env.GetWorkflowError())
	require.NoError(t, env.GetWorkflowResult(&told))
	return start, mails, told
}

func TestOneMessageIsMailedExactlyAQuarterHourLater(t *testing.T) {
	start, mails, told := mailRun(t)
	require.Len(t, mails, 1)
	require.Equal(t, start.Add(rules.MessageQuiet), mails[0])
	require.Equal(t, 1, told)
}

func TestTwoMessagesInQuickSuccessionGiveOneMailAQuarterHourAfterTheSecond(t *testing.T) {
	start, mails, _ := mailRun(t, time.Minute)
	require.Len(t, mails, 1, "one mail for both")
	require.Equal(t, start.Add(time.Minute+rules.MessageQuiet), mails[0])
}

func TestAMessageOneSecondBeforeTheQuarterHourPutsTheMailOff(t *testing.T) {
	start, mails, _ := mailRun(t, rules.MessageQuiet-time.Second)
	require.Len(t, mails, 1)
	require.Equal(t, start.Add(2*rules.MessageQuiet-time.Second), mails[0])
}

func TestAMessageWhileTheMailGoesOutGetsAMailOfItsOwn(t *testing.T) {
	// The mail is being sent at 15:00 (the activity takes a minute on the
	// mock clock); a message at 15:30 is told of 15 minutes after the
	// first mail is done, not dropped when the workflow ends.
	start, mails, told := mailRun(t, rules.MessageQuiet+30*time.Second)
	require.Len(t, mails, 2)
	require.Equal(t, start.Add(rules.MessageQuiet), mails[0])
	require.Equal(t, start.Add(rules.MessageQuiet+sending+rules.MessageQuiet), mails[1])
	require.Equal(t, 2, told)
}
