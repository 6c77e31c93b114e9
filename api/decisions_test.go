package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"cerebro/models"
	"cerebro/testutil"
	"cerebro/workflows"
	checkoutwf "cerebro/workflows/checkout"
	profilewf "cerebro/workflows/profile"
	refundwf "cerebro/workflows/refund"
)

// Decisions only from the api: an admin's decision sent straight to the
// Temporal frontend — no record of it, or a record that says something
// else — is refused and changes nothing; the admin's decision through the
// api (or an operator's `cerebro decide`) is then taken.

// adminID is the id of the admin account the tests sign in as.
func adminID(t testing.TB) int64 {
	t.Helper()
	u, err := env.stores.Account.UserByEmail(context.Background(), env.cfg.AdminEmail)
	require.NoError(t, err)
	return u.ID
}

// straightToTemporal sends an update as anyone who reaches the frontend
// could, and returns the refusal (nil if it was taken).
func straightToTemporal(t *testing.T, workflowID, name string, arg any) error {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	h, err := env.temporal.UpdateWorkflow(ctx, client.UpdateWorkflowOptions{WorkflowID: workflowID, UpdateName: name,
		Args: []any{arg}, WaitForStage: client.WorkflowUpdateStageCompleted})
	if err == nil {
		err = h.Get(ctx, nil)
	}
	return err
}

// recorded stores a decision row as the api would, for a forged update to name.
func recorded(t *testing.T, d models.Decision) int64 {
	t.Helper()
	d.Via = models.DecidedViaAPI
	require.NoError(t, env.stores.Decisions.RecordDecision(context.Background(), &d))
	return d.ID
}

func TestSlipDecisionSentStraightToTemporalIsRefused(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	invoiceID := uploadedSlip(t, shopper, openSlots(t, seller.id, tomorrow(), 1), seller.id)
	id, admin := workflows.CheckoutWorkflowID(invoiceID), adminID(t)
	approve := checkoutwf.SlipDecision{Status: checkoutwf.SlipApproved, AdminRemark: "Deposit seen", DecidedBy: admin}
	slipRecord := func(change func(*models.Decision)) int64 {
		d := models.Decision{Kind: models.DecisionSlip, SubjectID: invoiceID, Status: approve.Status, Remark: approve.AdminRemark, DecidedBy: admin}
		change(&d)
		return recorded(t, d)
	}

	// The measurement: the CLI's update, exactly as it was sent.
	out, ok := updateByCLI(t, id, checkoutwf.DecideSlipUpdate, `{"status":"APPROVED"}`)
	assert.False(t, ok)
	assert.Contains(t, out, "decidedBy (the admin's user id) is required.")
	out, ok = updateByCLI(t, id, checkoutwf.DecideSlipUpdate, fmt.Sprintf(`{"status":"APPROVED","decidedBy":%d}`, admin))
	assert.False(t, ok)
	assert.Contains(t, out, "decisionId is required")
	for name, c := range map[string]struct {
		id   int64
		want string
	}{
		"no record":        {0, "decisionId is required"},
		"never recorded":   {1 << 40, "was never recorded"},
		"another status":   {slipRecord(func(d *models.Decision) { d.Status = checkoutwf.SlipRejected }), "its status is REJECTED, not APPROVED"},
		"another invoice":  {slipRecord(func(d *models.Decision) { d.SubjectID = invoiceID + 1000 }), "its subject is"},
		"another remark":   {slipRecord(func(d *models.Decision) { d.Remark = "" }), "its remark is"},
		"a refund's":       {slipRecord(func(d *models.Decision) { d.Kind = models.DecisionRefund }), "its kind is REFUND, not SLIP"},
		"another approver": {slipRecord(func(d *models.Decision) { d.DecidedBy = shopper.userID }), "its decider is"},
	} {
		d := approve
		d.DecisionID = c.id
		err := straightToTemporal(t, id, checkoutwf.DecideSlipUpdate, d)
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), c.want, name)
		require.Equal(t, models.InvoicePendingApproval, invoiceRow(t, invoiceID).Status, "%s changed nothing", name)
	}

	res := call(t, "PUT", "/api/v1/payments", adminToken(t), map[string]any{"invoiceId": invoiceID, "invoiceStatus": "APPROVED", "adminRemark": "Deposit seen"})
	require.Equal(t, http.StatusOK, res.Status, "the admin's decision is taken: %s", res.Raw)
	assert.Equal(t, string(models.InvoicePaid), res.Body["status"])
	inv := invoiceRow(t, invoiceID)
	assert.Equal(t, models.InvoicePaid, inv.Status)
	require.NotNil(t, inv.DecidedBy)
	assert.Equal(t, admin, *inv.DecidedBy)
	rows := decisionsOf(t, models.DecisionSlip, invoiceID)
	require.NotEmpty(t, rows)
	last := rows[0]
	assert.Equal(t, models.DecidedViaAPI, last.Via)
	assert.NotNil(t, last.UsedByRun, "the checkout acted on the api's record")
}

// decisionsOf lists the recorded decisions on a subject, newest first.
func decisionsOf(t *testing.T, kind string, subject int64) []models.Decision {
	t.Helper()
	var out []models.Decision
	require.NoError(t, env.store.DB.Where("kind = ? AND subject_id = ?", kind, subject).Order("id DESC").Find(&out).Error)
	return out
}

func TestRefundDecisionSentStraightToTemporalIsRefused(t *testing.T) {
	p := paidSession(t, soon().Add(3*time.Hour))
	cancelAs(t, p.shopper.token, p.bookingID)
	r := refundOfBooking(t, p.bookingID)
	require.Equal(t, models.RefundRequested, r.Status)
	id, admin := workflows.BookingRefundWorkflowID(p.bookingID), adminID(t)
	full := refundwf.RefundDecision{RefundID: r.ID, AmountCents: slotPrice, AdminRemark: "In full", DecidedBy: admin}

	_, ok := updateByCLI(t, id, refundwf.DecideRefundUpdate, fmt.Sprintf(`{"refundId":%d,"amountCents":%d,"decidedBy":%d}`, r.ID, slotPrice, admin))
	assert.False(t, ok)
	for name, c := range map[string]struct {
		id   int64
		want string
	}{
		"no record":      {0, "decisionId is required"},
		"another amount": {recorded(t, refundRecord(full, func(d *refundwf.RefundDecision) { d.AmountCents = 1 })), "its amount is 1, not 250000"},
		"another refund": {recorded(t, refundRecord(full, func(d *refundwf.RefundDecision) { d.RefundID = r.ID + 1000 })), "its subject is"},
	} {
		d := full
		d.DecisionID = c.id
		err := straightToTemporal(t, id, refundwf.DecideRefundUpdate, d)
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), c.want, name)
		assert.Equal(t, models.RefundRequested, refundOfBooking(t, p.bookingID).Status, "%s changed nothing", name)
	}

	res := call(t, "PUT", fmt.Sprintf("/api/v1/refunds/%d", r.ID), adminToken(t), map[string]any{"amount": 100000, "adminRemark": "Part"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	got := refundOfBooking(t, p.bookingID)
	assert.Contains(t, []models.RefundStatus{models.RefundApproved, models.RefundPaid}, got.Status)
	require.NotNil(t, got.Amount)
	assert.EqualValues(t, 100000, *got.Amount)
}

// refundRecord is the record of full, changed.
func refundRecord(full refundwf.RefundDecision, change func(*refundwf.RefundDecision)) models.Decision {
	change(&full)
	return refundwf.RefundDecisionRecord(full)
}

func TestApprovalSentStraightToTemporalIsRefused(t *testing.T) {
	a := createConsultantProfile(t, nil)
	id, admin := workflows.ApprovalWorkflowID(a.id), adminID(t)
	require.Eventually(t, func() bool {
		_, err := env.temporal.DescribeWorkflowExecution(context.Background(), id, "")
		return err == nil
	}, 5*time.Second, 50*time.Millisecond)
	status := func() models.ConsultantStatus {
		got, err := env.stores.Profile.ConsultantByID(context.Background(), a.id)
		require.NoError(t, err)
		return got.Status
	}

	_, ok := updateByCLI(t, id, profilewf.DecideApprovalUpdate, fmt.Sprintf(`{"status":"VERIFIED","decidedBy":%d}`, admin))
	assert.False(t, ok)
	rejected := recorded(t, models.Decision{Kind: models.DecisionApproval, SubjectID: a.id, Status: profilewf.ApprovalRejected,
		Remark: "No licence", DecidedBy: admin})
	err := straightToTemporal(t, id, profilewf.DecideApprovalUpdate,
		profilewf.ApprovalDecision{Status: profilewf.ApprovalVerified, DecidedBy: admin, DecisionID: rejected})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "its status is REJECTED, not VERIFIED")
	assert.Equal(t, models.ConsultantPending, status(), "nothing changed")

	res := approveConsultant(t, a.id)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, models.ConsultantVerified, status())
}

// cerebroBinary builds cmd/cerebro once for the tests that run it.
var cerebroBinary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "cerebro-decide-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "cerebro")
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/cerebro")
	cmd.Dir = testutil.RepoRoot()
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("build cerebro: %v\n%s", err, out)
	}
	return bin, nil
})

// decideCLI runs the built `cerebro decide …` against the test database and
// Temporal server; it returns stdout, stderr and the exit code.
func decideCLI(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	bin, err := cerebroBinary()
	require.NoError(t, err)
	cmd := exec.Command(bin, append([]string{"decide"}, args...)...)
	cmd.Env = append(os.Environ(), "DATABASE_URL="+env.cfg.DatabaseURL, "TEMPORAL_ADDRESS="+env.temporalAddress,
		"CEREBRO_TASK_QUEUE="+env.cfg.TaskQueue, "CEREBRO_ADMIN_EMAIL="+env.cfg.AdminEmail, "CEREBRO_ENV=development")
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	code := 0
	if exit, ok := err.(*exec.ExitError); ok {
		code = exit.ExitCode()
	} else {
		require.NoError(t, err)
	}
	t.Logf("$ cerebro decide %s\n%s%s(exit %d)", strings.Join(args, " "), stdout.String(), stderr.String(), code)
	return stdout.String(), stderr.String(), code
}

func TestCerebroDecideRecordsThenDecides(t *testing.T) {
	t.Run("slip", func(t *testing.T) {
		shopper, seller := newShopper(t), newSeller(t)
		invoiceID := uploadedSlip(t, shopper, openSlots(t, seller.id, tomorrow(), 1), seller.id)
		_, stderr, code := decideCLI(t, "slip", "-invoice", fmt.Sprint(invoiceID), "-status", "MAYBE")
		assert.Equal(t, 1, code)
		assert.Contains(t, stderr, "invoiceStatus must be APPROVED or REJECTED.")
		assert.Empty(t, decisionsOf(t, models.DecisionSlip, invoiceID), "a refused command records nothing")

		stdout, _, code := decideCLI(t, "slip", "-invoice", fmt.Sprint(invoiceID), "-status", "APPROVED", "-remark", "Deposit seen")
		require.Equal(t, 0, code)
		var st checkoutwf.CheckoutStatus
		require.NoError(t, json.Unmarshal([]byte(stdout), &st))
		assert.Equal(t, models.InvoicePaid, st.Status)
		assert.Equal(t, models.InvoicePaid, invoiceRow(t, invoiceID).Status)
		rows := decisionsOf(t, models.DecisionSlip, invoiceID)
		require.Len(t, rows, 1)
		assert.Equal(t, models.DecidedViaCLI, rows[0].Via)
		assert.Equal(t, adminID(t), rows[0].DecidedBy)
		assert.Equal(t, "Deposit seen", rows[0].Remark)

		_, stderr, code = decideCLI(t, "slip", "-invoice", fmt.Sprint(invoiceID), "-status", "REJECTED")
		assert.Equal(t, 1, code)
		assert.Contains(t, stderr, "not awaiting approval")
	})
	t.Run("refund", func(t *testing.T) {
		p := paidSession(t, soon().Add(3*time.Hour))
		cancelAs(t, p.shopper.token, p.bookingID)
		r := refundOfBooking(t, p.bookingID)
		_, stderr, code := decideCLI(t, "refund", "-refund", fmt.Sprint(r.ID), "-amount", fmt.Sprint(slotPrice+1))
		assert.Equal(t, 1, code)
		assert.Contains(t, stderr, "the amount paid")
		stdout, _, code := decideCLI(t, "refund", "-refund", fmt.Sprint(r.ID), "-amount", "125000", "-remark", "Half, late cancel")
		require.Equal(t, 0, code)
		assert.Contains(t, stdout, `"amount": 125000`)
		got := refundOfBooking(t, p.bookingID)
		assert.Contains(t, []models.RefundStatus{models.RefundApproved, models.RefundPaid}, got.Status)
		require.NotNil(t, got.Amount)
		assert.EqualValues(t, 125000, *got.Amount)
	})
	t.Run("consultant", func(t *testing.T) {
		a := createConsultantProfile(t, nil)
		_, stderr, code := decideCLI(t, "consultant", "-consultant", fmt.Sprint(a.id), "-status", "REJECTED")
		assert.Equal(t, 1, code)
		assert.Contains(t, stderr, "A reason is required to reject a consultant.")
		stdout, _, code := decideCLI(t, "consultant", "-consultant", fmt.Sprint(a.id), "-status", "REJECTED", "-reason", "Please add your licence number.")
		require.Equal(t, 0, code)
		assert.Contains(t, stdout, `"status": "REJECTED"`)
		got, err := env.stores.Profile.ConsultantByID(context.Background(), a.id)
		require.NoError(t, err)
		assert.Equal(t, models.ConsultantRejected, got.Status)
	})
	t.Run("usage", func(t *testing.T) {
		_, stderr, code := decideCLI(t, "slip", "-status", "APPROVED")
		assert.Equal(t, 2, code)
		assert.Contains(t, stderr, "cerebro decide slip")
		_, stderr, code = decideCLI(t, "slip", "-invoice", "1", "-status", "APPROVED", "-as", "nobody@example.com")
		assert.Equal(t, 1, code)
		assert.Contains(t, stderr, "no admin account has this email")
	})
}
