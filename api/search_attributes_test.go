package api_test

import (
	"context"
	"fmt"
	"net/http"
	"sort"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	commonpb "go.temporal.io/api/common/v1"
	sdkpb "go.temporal.io/api/sdk/v1"
	"go.temporal.io/api/workflowservice/v1"
	"go.temporal.io/sdk/converter"

	"cerebro/models"
	"cerebro/rules"
	"cerebro/workflows"
	sessionwf "cerebro/workflows/session"
)

// An operator finds a customer's workflows by their ids, and sees where
// each stands: `temporal workflow list --query 'ConsulteeId=42'`.
func TestAConsulteesWorkflowsAreFoundByTheirId(t *testing.T) {
	p := paidSession(t, tomorrow())

	want := []string{workflows.SessionWorkflowID(p.bookingID), workflows.CheckoutWorkflowID(p.invoiceID)}
	sort.Strings(want)
	for _, query := range []string{fmt.Sprintf("ConsulteeId=%d", p.shopper.id), fmt.Sprintf("ConsultantId=%d", p.seller.id)} {
		require.Eventually(t, func() bool { return assert.ObjectsAreEqual(want, listWorkflows(t, query)) },
			10*time.Second, 100*time.Millisecond, "%s lists the checkout and the session", query)
	}
	paid := fmt.Sprintf("ConsulteeId=%d AND InvoiceStatus=%q", p.shopper.id, models.InvoicePaid)
	require.Eventually(t, func() bool { return len(listWorkflows(t, paid)) == 1 }, 10*time.Second, 100*time.Millisecond, paid)
	scheduled := fmt.Sprintf("ConsultantId=%d AND SessionPhase=%q", p.seller.id, sessionwf.PhaseScheduled)
	require.Eventually(t, func() bool { return len(listWorkflows(t, scheduled)) == 1 }, 10*time.Second, 100*time.Millisecond, scheduled)
}

func listWorkflows(t *testing.T, query string) []string {
	t.Helper()
	res, err := env.temporal.ListWorkflow(context.Background(), &workflowservice.ListWorkflowExecutionsRequest{Query: query})
	require.NoError(t, err)
	var ids []string
	for _, e := range res.Executions {
		ids = append(ids, e.Execution.WorkflowId)
	}
	sort.Strings(ids)
	return ids
}

// startedWith is a search attribute of a workflow's first event: what an
// operator's query finds from the moment it started, before any upsert.
func startedWith[T any](t *testing.T, workflowID, name string) (T, bool) {
	t.Helper()
	var v T
	require.Eventually(t, func() bool {
		_, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflowID, "")
		return err == nil
	}, 10*time.Second, 50*time.Millisecond, "%s runs", workflowID)
	events := env.temporal.GetWorkflowHistory(context.Background(), workflowID, "", false, 0)
	first, err := events.Next()
	require.NoError(t, err)
	payload, ok := first.GetWorkflowExecutionStartedEventAttributes().GetSearchAttributes().GetIndexedFields()[name]
	if !ok {
		return v, false
	}
	require.NoError(t, converter.GetDefaultDataConverter().FromPayload(payload, &v))
	return v, true
}

// Every workflow about a customer names them when it starts, so the
// Temporal UI finds a checkout still holding its slots, a session, a
// consultant's approval and a refund request by the person's id.
func TestWorkflowsNameTheirPartiesFromTheStart(t *testing.T) {
	p := followedUpSession(t)
	res := call(t, "POST", path("/booking/%d/fault", p.bookingID), p.shopper.token, map[string]any{"description": "No sound"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)

	shopper, seller := newShopper(t), newSeller(t)
	invoiceID, bookings := mustBook(t, shopper, "ONLINE", seller.id, openSlots(t, seller.id, tomorrow(), 1)[0])
	inv := invoiceRow(t, invoiceID)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, "429990000001", 2)))

	for _, c := range []struct {
		workflowID, attribute string
		want                  int64
	}{
		{workflows.CheckoutWorkflowID(invoiceID), "ConsulteeId", shopper.id},
		{workflows.CheckoutWorkflowID(invoiceID), "ConsultantId", seller.id},
		{workflows.SessionWorkflowID(bookings[0]), "ConsulteeId", shopper.id},
		{workflows.SessionWorkflowID(bookings[0]), "ConsultantId", seller.id},
		{workflows.BookingRefundWorkflowID(p.bookingID), "ConsultantId", p.seller.id},
	} {
		got, ok := startedWith[int64](t, c.workflowID, c.attribute)
		assert.True(t, ok, "%s starts with %s", c.workflowID, c.attribute)
		assert.Equal(t, c.want, got, "%s %s", c.workflowID, c.attribute)
	}

	status, ok := startedWith[string](t, workflows.CheckoutWorkflowID(invoiceID), "InvoiceStatus")
	assert.True(t, ok, "a checkout starts with the status its hold moves to, so the hold upserts nothing")
	assert.Equal(t, "PENDING_PAYMENT", status)

	a := createConsultantProfile(t, nil)
	got, ok := startedWith[int64](t, workflows.ApprovalWorkflowID(a.id), "ConsultantId")
	assert.True(t, ok)
	assert.Equal(t, a.id, got)
}

// summariesOf are the summaries of the activities and the timers a
// workflow started, in order, as the Temporal UI shows them.
func summariesOf(t *testing.T, workflowID string) (activities, timers []string) {
	t.Helper()
	events := env.temporal.GetWorkflowHistory(context.Background(), workflowID, "", false, 0)
	for events.HasNext() {
		e, err := events.Next()
		require.NoError(t, err)
		list := &activities
		switch {
		case e.GetActivityTaskScheduledEventAttributes() != nil:
		case e.GetTimerStartedEventAttributes() != nil:
			list = &timers
		default:
			continue
		}
		*list = append(*list, text(t, e.GetUserMetadata().GetSummary()))
	}
	return activities, timers
}

func text(t *testing.T, p *commonpb.Payload) string {
	t.Helper()
	var s string
	if p != nil {
		require.NoError(t, converter.GetDefaultDataConverter().FromPayload(p, &s))
	}
	return s
}

// An operator reads a workflow in words in the Temporal UI: its summary,
// what it is waiting for now, and every activity and timer it ran.
func TestAnOperatorReadsEveryWorkflowInWords(t *testing.T) {
	ctx := context.Background()
	p := paidSession(t, tomorrow())
	sessionID := workflows.SessionWorkflowID(p.bookingID)

	desc, err := env.temporal.DescribeWorkflowExecution(ctx, sessionID, "")
	require.NoError(t, err)
	assert.Equal(t, fmt.Sprintf("Session of booking %d: %s–%s (Colombo time)", p.bookingID,
		p.start.In(rules.Colombo).Format("2 Jan 2006 15:04"), p.start.Add(30*time.Minute).In(rules.Colombo).Format("15:04")),
		text(t, desc.GetExecutionConfig().GetUserMetadata().GetSummary()))
	opens := p.start.Add(-env.cfg.JoinEarly).In(rules.Colombo).Format("2 Jan 2006 15:04:05")
	require.Eventually(t, func() bool {
		v, err := env.temporal.QueryWorkflow(ctx, sessionID, "", "__temporal_workflow_metadata")
		var md sdkpb.WorkflowMetadata
		return err == nil && v.Get(&md) == nil &&
			md.GetCurrentDetails() == "Waiting for the join window to open until "+opens+" (Colombo time)"
	}, 10*time.Second, 50*time.Millisecond, "the session says what it waits for")

	require.Equal(t, http.StatusOK, cancel(t, p, p.shopper.token).Status)
	checkout, _ := summariesOf(t, workflows.CheckoutWorkflowID(p.invoiceID))
	assert.Contains(t, checkout, fmt.Sprintf("Confirm payment (invoice %d, payment %s)", p.invoiceID, p.paymentID))
	session, timers := summariesOf(t, sessionID)
	// The booking is cancelled with its refund by the booking's Refund workflow.
	refund, _ := summariesOf(t, workflows.BookingRefundWorkflowID(p.bookingID))
	assert.Contains(t, refund, fmt.Sprintf("Cancel booking (booking %d)", p.bookingID))
	assert.Contains(t, timers, "Waiting for the join window to open until "+opens+" (Colombo time)")
	assert.Contains(t, timers, "The 24-hour reminder")
	for _, s := range append(append(append(checkout, session...), refund...), timers...) {
		assert.NotEmpty(t, s, "every activity and timer is labelled")
	}
	desc, err = env.temporal.DescribeWorkflowExecution(ctx, workflows.CheckoutWorkflowID(p.invoiceID), "")
	require.NoError(t, err)
	assert.Equal(t, fmt.Sprintf("Checkout of invoice %d: 1 slot(s) by consultee %d with consultant %d, paid by card",
		p.invoiceID, p.shopper.id, p.seller.id), text(t, desc.GetExecutionConfig().GetUserMetadata().GetSummary()))
}
