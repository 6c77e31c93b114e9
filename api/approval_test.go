package api_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/workflows"
	profilewf "cerebro/workflows/profile"
)

func TestApprovalThroughTheEndpoint(t *testing.T) {
	a := createConsultantProfile(t, nil)
	ctx := context.Background()
	status := func() string {
		v, err := env.temporal.QueryWorkflow(ctx, workflows.ApprovalWorkflowID(a.id), "", profilewf.ApprovalStatusQuery)
		require.NoError(t, err)
		var s string
		require.NoError(t, v.Get(&s))
		return s
	}
	require.Eventually(t, func() bool { return status() == profilewf.ApprovalPending }, 5*time.Second, 50*time.Millisecond,
		"creating a consultant starts their approval workflow")

	path := fmt.Sprintf("/api/v1/consultant/updateStatus/%d", a.id)
	res := call(t, "PUT", path, adminToken(t), map[string]any{"status": "PENDING_APPROVAL"})
	assert.Equal(t, http.StatusBadRequest, res.Status)
	assert.Equal(t, "status must be VERIFIED, or REJECTED or SUSPENDED with a reason.", res.message())
	res = call(t, "PUT", path, a.token, map[string]any{"status": "VERIFIED"})
	assert.Equal(t, http.StatusForbidden, res.Status, "a consultant cannot approve themself")

	res = approveConsultant(t, a.id)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "Consultant updated successfully.", res.message())

	got := call(t, "GET", consultantPath(a.id), "", nil)
	require.Equal(t, http.StatusOK, got.Status, "a verified consultant is public")
	assert.Equal(t, "VERIFIED", got.Body["status"])
	assert.Equal(t, profilewf.ApprovalVerified, status())
	require.Eventually(t, func() bool { return len(inbox(a.email)) == 1 }, 5*time.Second, 50*time.Millisecond)
	mail := inbox(a.email)[0]
	assert.Equal(t, "Your Cerebro profile is approved", mail.Subject)
	assert.True(t, strings.HasPrefix(mail.Body, "Hello Nimal"))

	res = approveConsultant(t, a.id)
	assert.Equal(t, http.StatusOK, res.Status, "approving twice is harmless")
	time.Sleep(200 * time.Millisecond)
	assert.Len(t, inbox(a.email), 1, "and mails once")
}

// A consultant loaded straight into the database has no workflow; the
// approval starts one and still ends VERIFIED.
func TestApprovalWithoutARunningWorkflow(t *testing.T) {
	_, email := signUp(t, "CONSULTANT")
	c := models.Consultant{UserID: userIDOf(t, email), FirstName: "Seeded", LastName: "Person", DisplayName: "Seeded Person",
		Birthday: time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC), Gender: "MALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo",
		Currency: "LKR", CategoryID: tutorCategory, Experience: 3, About: "x", DialCode: "94", Phone: "771234567", Bank: "b",
		BankBranch: "b", AccNumber: "1", SlotSize: 30, SlotRate: 100000, Status: models.ConsultantPending}
	require.NoError(t, env.store.DB.Create(&c).Error)

	res := approveConsultant(t, c.ID)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	got, err := env.stores.Profile.ConsultantByID(context.Background(), c.ID)
	require.NoError(t, err)
	assert.Equal(t, models.ConsultantVerified, got.Status)

	assert.Equal(t, http.StatusNotFound, approveConsultant(t, 999999).Status)
}

// The admin rejects with a reason: the consultant is mailed it, may fix
// the profile, and saving it puts them back in front of the admin.
func TestRejectionWithAReasonAndResubmission(t *testing.T) {
	a := createConsultantProfile(t, nil)
	path := fmt.Sprintf("/api/v1/consultant/updateStatus/%d", a.id)
	admin := adminToken(t)
	require.Eventually(t, func() bool {
		_, err := env.temporal.DescribeWorkflowExecution(context.Background(), workflows.ApprovalWorkflowID(a.id), "")
		return err == nil
	}, 5*time.Second, 50*time.Millisecond)

	noReason := call(t, "PUT", path, admin, map[string]any{"status": "REJECTED"})
	assert.Equal(t, http.StatusBadRequest, noReason.Status)
	assert.Equal(t, "A reason is required to reject a consultant.", noReason.message())

	res := call(t, "PUT", path, admin, map[string]any{"status": "REJECTED", "reason": "Please add your licence number."})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "REJECTED", res.Body["status"], "the answer is the new state, no polling")
	got, err := env.stores.Profile.ConsultantByID(context.Background(), a.id)
	require.NoError(t, err)
	assert.Equal(t, models.ConsultantRejected, got.Status)
	var reviewer struct {
		ReviewReason string
		ReviewedBy   *int64
	}
	require.NoError(t, env.store.DB.Raw(`SELECT review_reason, reviewed_by FROM consultants WHERE id = ?`, a.id).Scan(&reviewer).Error)
	assert.Equal(t, "Please add your licence number.", reviewer.ReviewReason)
	require.NotNil(t, reviewer.ReviewedBy, "who decided is recorded")
	require.Eventually(t, func() bool { return len(inbox(a.email)) == 1 }, 5*time.Second, 50*time.Millisecond)
	mail := inbox(a.email)[0]
	assert.Equal(t, "Your Cerebro profile was not approved", mail.Subject)
	assert.Contains(t, mail.Body, "Please add your licence number.")

	listed := call(t, "POST", "/api/v1/consultant/getPagedConsultantList", admin, map[string]any{"email": a.email, "status": "REJECTED"})
	require.Equal(t, http.StatusOK, listed.Status, "%s", listed.Raw)
	assert.Contains(t, string(listed.Raw), `"status":"REJECTED"`, "the admin finds rejected consultants")

	again := call(t, "PUT", path, admin, map[string]any{"status": "VERIFIED"})
	assert.Equal(t, http.StatusConflict, again.Status, "a decided consultant is not decided again: %s", again.Raw)

	resubmit := call(t, "PUT", consultantPath(a.id), a.token, consultantBody())
	require.Equal(t, http.StatusOK, resubmit.Status, "%s", resubmit.Raw)
	got, err = env.stores.Profile.ConsultantByID(context.Background(), a.id)
	require.NoError(t, err)
	assert.Equal(t, models.ConsultantPending, got.Status, "back in front of the admin")
	approved := approveConsultant(t, a.id)
	require.Equal(t, http.StatusOK, approved.Status, "%s", approved.Raw)
	assert.Equal(t, "VERIFIED", approved.Body["status"])
}

// A verified consultant suspended with a reason is mailed, leaves search and
// cannot be booked, while a session already paid goes ahead; lifting the
// suspension brings them back.
func TestSuspendingAVerifiedConsultant(t *testing.T) {
	tag := uniqueLetters()
	a := verifiedConsultant(t, func(b map[string]any) { b["firstName"], b["lastName"] = "Suspended", "Van"+tag })
	seller := party{token: a.token, email: a.email, id: a.id}
	slots := openSlots(t, a.id, tomorrow(), 2)
	paidSlot, openSlot := slots[0], slots[1]
	shopper := newShopper(t)
	invoiceID, bookings := mustBook(t, shopper, "ONLINE", a.id, paidSlot)
	inv := invoiceRow(t, invoiceID)
	require.Equal(t, http.StatusOK, notify(t, notification(inv.Cref, inv.TotalAmount, inv.Currency, fmt.Sprintf("46%010d", invoiceID), 2)))
	awaitInvoice(t, invoiceID, models.InvoicePaid, 10*time.Second)
	path := fmt.Sprintf("/api/v1/consultant/updateStatus/%d", a.id)
	admin := adminToken(t)
	found := func() []string {
		return pageNames(t, call(t, "GET", "/api/v1/consultant?consultantName="+url.QueryEscape(tag), "", nil))
	}
	require.Equal(t, []string{"Suspended Van" + tag}, found())

	noReason := call(t, "PUT", path, admin, map[string]any{"status": "SUSPENDED"})
	assert.Equal(t, http.StatusBadRequest, noReason.Status)
	assert.Equal(t, "A reason is required to suspend a consultant.", noReason.message())
	assert.Equal(t, http.StatusForbidden, call(t, "PUT", path, seller.token, map[string]any{"status": "SUSPENDED", "reason": "x"}).Status)

	res := call(t, "PUT", path, admin, map[string]any{"status": "SUSPENDED", "reason": "Three complaints this month."})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "Consultant suspended.", res.message())
	assert.Equal(t, "SUSPENDED", res.Body["status"])
	mail := inbox(a.email)
	require.NotEmpty(t, mail)
	assert.Equal(t, "Your Cerebro profile is suspended", mail[len(mail)-1].Subject)
	assert.Contains(t, mail[len(mail)-1].Body, "Three complaints this month.")
	assert.Empty(t, found(), "out of search")
	refused := book(t, newShopper(t), "ONLINE", a.id, openSlot)
	assert.Equal(t, http.StatusConflict, refused.Status)
	assert.Equal(t, "This consultant is not taking bookings.", refused.message())
	assert.Equal(t, models.BookingConfirmed, bookingRow(t, bookings[0]).Status, "the paid session goes ahead")
	assert.Equal(t, http.StatusConflict, call(t, "PUT", path, admin, map[string]any{"status": "REJECTED", "reason": "x"}).Status)
	listed := call(t, "POST", "/api/v1/consultant/getPagedConsultantList", admin, map[string]any{"email": a.email, "status": "SUSPENDED"})
	require.Equal(t, http.StatusOK, listed.Status, "%s", listed.Raw)
	assert.Contains(t, string(listed.Raw), `"status":"SUSPENDED"`, "the admin finds suspended consultants")

	lifted := call(t, "PUT", path, admin, map[string]any{"status": "VERIFIED"})
	require.Equal(t, http.StatusOK, lifted.Status, "%s", lifted.Raw)
	assert.Equal(t, "Suspension lifted.", lifted.message())
	assert.Equal(t, []string{"Suspended Van" + tag}, found())
	mail = inbox(a.email)
	assert.Equal(t, "Your Cerebro profile is active again", mail[len(mail)-1].Subject)

	pending := createConsultantProfile(t, nil)
	notYet := call(t, "PUT", fmt.Sprintf("/api/v1/consultant/updateStatus/%d", pending.id), admin,
		map[string]any{"status": "SUSPENDED", "reason": "x"})
	assert.Equal(t, http.StatusConflict, notYet.Status)
	assert.Equal(t, "Only a verified consultant can be suspended.", notYet.message())
}
