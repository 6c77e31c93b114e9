package api_test

import (
	"context"
	"fmt"
	"net/http"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/testutil"
	"cerebro/workflows"
)

// An operator deciding with `temporal workflow update execute` gets what
// the SPA's route gets: the new state, or the workflow's clear refusal.
// The outputs are logged; docs/checkout.md and docs/session.md quote them.

// temporalCLI runs the pinned Temporal CLI against the test server and
// returns its output and whether it succeeded.
func temporalCLI(t *testing.T, args ...string) (string, bool) {
	t.Helper()
	cli := filepath.Join(testutil.RepoRoot(), "bin", "temporal")
	out, err := exec.Command(cli, append(args, "--address", env.temporalAddress)...).CombinedOutput()
	t.Logf("$ temporal %v\n%s", args, out)
	return string(out), err == nil
}

func updateByCLI(t *testing.T, workflowID, name, input string) (string, bool) {
	return temporalCLI(t, "workflow", "update", "execute", "--workflow-id", workflowID, "--name", name, "--input", input)
}

func TestOperatorDecidesASlipWithTheCLI(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	invoiceID := uploadedSlip(t, shopper, openSlots(t, seller.id, tomorrow(), 1), seller.id)
	id := workflows.CheckoutWorkflowID(invoiceID)

	out, ok := updateByCLI(t, id, workflows.DecideSlipUpdate, `{"status":"MAYBE","decidedBy":1}`)
	assert.False(t, ok)
	assert.Contains(t, out, "status must be APPROVED or REJECTED.")
	out, ok = updateByCLI(t, id, workflows.DecideSlipUpdate, `{"status":"APPROVED","adminRemark":"Deposit seen"}`)
	assert.False(t, ok)
	assert.Contains(t, out, "decidedBy (the admin's user id) is required.")
	require.Equal(t, models.InvoicePendingApproval, invoiceRow(t, invoiceID).Status, "a refusal changes nothing")

	out, ok = updateByCLI(t, id, workflows.DecideSlipUpdate, `{"status":"APPROVED","adminRemark":"Deposit seen","decidedBy":1}`)
	require.True(t, ok, out)
	assert.Contains(t, out, "status:SUCCESS_PAYMENT")
	assert.Contains(t, out, "decidedBy:1")
	inv := invoiceRow(t, invoiceID)
	assert.Equal(t, models.InvoicePaid, inv.Status, "the answer comes once the database has it")
	require.NotNil(t, inv.DecidedBy)
	assert.EqualValues(t, 1, *inv.DecidedBy)

	// The SPA's route now gets the same refusal an operator would.
	res := call(t, "PUT", "/api/v1/payments", adminToken(t), map[string]any{"invoiceId": invoiceID, "invoiceStatus": "REJECTED"})
	assert.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	_, ok = updateByCLI(t, id, workflows.DecideSlipUpdate, `{"status":"REJECTED","decidedBy":1}`)
	assert.False(t, ok, "a closed checkout takes no decision")
}

func TestOperatorDecidesARefundWithTheCLI(t *testing.T) {
	p := paidSession(t, soon().Add(3*time.Hour))
	cancelAs(t, p.shopper.token, p.bookingID)
	r := refundOfBooking(t, p.bookingID)
	require.Equal(t, models.RefundRequested, r.Status)
	id := workflows.RefundDecisionWorkflowID(r.ID)

	out, ok := updateByCLI(t, id, workflows.DecideRefundUpdate, fmt.Sprintf(`{"refundId":%d,"amountCents":%d,"decidedBy":1}`, r.ID, slotPrice+1))
	assert.False(t, ok)
	assert.Contains(t, out, "The refund must be between 0.00 LKR and 2,500.00 LKR, the amount paid.")
	out, ok = updateByCLI(t, id, workflows.DecideRefundUpdate, fmt.Sprintf(`{"refundId":%d,"amountCents":250000,"adminRemark":"In full, a family emergency","decidedBy":1}`, r.ID))
	require.True(t, ok, out)
	assert.Contains(t, out, "status:PAID")
	assert.Equal(t, models.RefundPaid, refundOfBooking(t, p.bookingID).Status)

	res := call(t, "PUT", fmt.Sprintf("/api/v1/refunds/%d", r.ID), adminToken(t), map[string]any{"amount": 0})
	assert.Equal(t, http.StatusConflict, res.Status, "decided once: %s", res.Raw)
}

func TestOperatorJoinsOnceWithTheCLI(t *testing.T) {
	p := paidSession(t, soon())
	id := workflows.SessionWorkflowID(p.bookingID)

	out, ok := updateByCLI(t, id, workflows.JoinUpdate, `{"role":"CONSULTANT"}`)
	require.True(t, ok, out)
	assert.Contains(t, out, "consultantJoined:true")
	out, ok = updateByCLI(t, id, workflows.JoinUpdate, `{"role":"CONSULTANT"}`)
	assert.False(t, ok)
	assert.Contains(t, out, "This party's join is already recorded.")
	out, ok = updateByCLI(t, id, workflows.JoinUpdate, `{"role":"ADMIN"}`)
	assert.False(t, ok)
	assert.Contains(t, out, "role must be CONSULTEE or CONSULTANT.")
}

func TestOperatorDecidesAConsultantWithTheCLI(t *testing.T) {
	a := createConsultantProfile(t, nil)
	id := workflows.ApprovalWorkflowID(a.id)
	require.Eventually(t, func() bool {
		_, err := env.temporal.DescribeWorkflowExecution(context.Background(), id, "")
		return err == nil
	}, 5*time.Second, 50*time.Millisecond)

	out, ok := updateByCLI(t, id, workflows.DecideApprovalUpdate, `{"status":"REJECTED","decidedBy":1}`)
	assert.False(t, ok)
	assert.Contains(t, out, "A rejection needs a reason for the consultant.")
	out, ok = updateByCLI(t, id, workflows.DecideApprovalUpdate, `{"status":"VERIFIED","decidedBy":1}`)
	require.True(t, ok, out)
	assert.Contains(t, out, "status:VERIFIED")
	got, err := env.store.ConsultantByID(context.Background(), a.id)
	require.NoError(t, err)
	assert.Equal(t, models.ConsultantVerified, got.Status)
}
