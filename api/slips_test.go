package api_test

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/checkout"
	"cerebro/uploads"
)

// slipFields is a complete, valid slip form for the invoice.
func slipFields(who party, invoiceID int64, bookings []int64) map[string]string {
	ids := make([]string, len(bookings))
	for i, b := range bookings {
		ids[i] = strconv.FormatInt(b, 10)
	}
	return map[string]string{"invoiceId": strconv.FormatInt(invoiceID, 10), "bookingId": strings.Join(ids, ","),
		"bankId": "1", "refNo": "DEP-778", "remarks": "Paid at the Fort branch", "consulteeId": strconv.FormatInt(who.id, 10),
		"paymentDate": time.Now().Format("2006-01-02")}
}

func with(fields map[string]string, key, value string) map[string]string {
	out := map[string]string{}
	for k, v := range fields {
		out[k] = v
	}
	if value == "" {
		delete(out, key)
	} else {
		out[key] = value
	}
	return out
}

// uploadedSlip books by slip and uploads a valid slip: PENDING_APPROVAL.
func uploadedSlip(t *testing.T, shopper party, slots []int64, sellerID int64) int64 {
	t.Helper()
	invoiceID, bookings := mustBook(t, shopper, "SLIP", sellerID, slots...)
	roomForSlips(t, sellerID, slots...)
	res := postSlip(t, shopper.token, slipFields(shopper, invoiceID, bookings), pngBytes(t))
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "Bank Slip Upladed Successfully.", res.message())
	assert.Equal(t, models.InvoicePendingApproval, invoiceRow(t, invoiceID).Status, "the upload answers once the admin can see it")
	return invoiceID
}

func TestSlipUploadRefusals(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 2)
	invoiceID, bookings := mustBook(t, shopper, "SLIP", seller.id, slots...)
	roomForSlips(t, seller.id, slots...)
	good := slipFields(shopper, invoiceID, bookings)
	png := pngBytes(t)
	other := newShopper(t)
	otherInvoice, otherBookings := mustBook(t, other, "SLIP", seller.id, openSlots(t, seller.id, tomorrow().Add(5*time.Hour), 1)...)

	for _, tc := range []struct {
		name    string
		fields  map[string]string
		file    []byte
		status  int
		message string
	}{
		{"no invoice", with(good, "invoiceId", ""), png, 400, "Booking details are required"},
		{"no booking", with(good, "bookingId", ""), png, 400, "Booking details are required"},
		{"bank 0", with(good, "bankId", "0"), png, 400, "Please select a bank"},
		{"no bank", with(good, "bankId", ""), png, 400, "Please select a bank"},
		{"unknown bank", with(good, "bankId", "999"), png, 400, "Please select a bank"},
		{"no file", good, nil, 400, "Slip is required"},
		{"text file", good, []byte("this is not a picture of a slip"), 400, uploads.MsgNotImage},
		{"booking of another invoice", with(good, "bookingId", strconv.FormatInt(otherBookings[0], 10)), png, 400, "Booking details are required"},
		{"someone else's invoice", slipFields(shopper, otherInvoice, otherBookings), png, 403, ""},
	} {
		res := postSlip(t, shopper.token, tc.fields, tc.file)
		assert.Equal(t, tc.status, res.Status, "%s: %s", tc.name, res.Raw)
		if tc.message != "" {
			assert.Equal(t, tc.message, res.message(), tc.name)
		}
	}
	var slips int64
	require.NoError(t, env.store.DB.Model(&checkout.PaymentSlip{}).Where("invoice_id IN ?", []int64{invoiceID, otherInvoice}).Count(&slips).Error)
	assert.Zero(t, slips)
	assert.Equal(t, models.InvoicePendingPayment, invoiceRow(t, invoiceID).Status)

	online, onlineBookings := mustBook(t, shopper, "ONLINE", seller.id, openSlots(t, seller.id, tomorrow().Add(8*time.Hour), 1)...)
	res := postSlip(t, shopper.token, slipFields(shopper, online, onlineBookings), png)
	assert.Equal(t, http.StatusConflict, res.Status, "a card invoice takes no slip: %s", res.Raw)
}

func TestSlipApprovedByTheAdminIsPaid(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 2)
	invoiceID := uploadedSlip(t, shopper, slots, seller.id)
	admin := adminToken(t)
	slipPath := fmt.Sprintf("/api/v1/invoice/%d/slip", invoiceID)

	for who, want := range map[string]int{shopper.token: 200, admin: 200, newShopper(t).token: 403} {
		res := call(t, "GET", slipPath, who, nil)
		assert.Equal(t, want, res.Status, "%s", res.Raw)
		if want == 200 {
			assert.Equal(t, pngBytes(t), res.Raw)
		}
	}
	res := call(t, "GET", "/api/v1/banks", shopper.token, nil)
	require.Equal(t, http.StatusOK, res.Status)
	assert.Contains(t, string(res.Raw), "Commercial Bank of Ceylon")

	list := call(t, "POST", "/api/v1/invoice/getPagedInvoiceList", admin, map[string]any{"page": 1, "rows": 100})
	require.Equal(t, http.StatusOK, list.Status, "%s", list.Raw)
	assert.Contains(t, string(list.Raw), fmt.Sprintf(`"invoiceId":%d`, invoiceID), "pending approval is the default filter")
	assert.Contains(t, string(list.Raw), fmt.Sprintf(`"imageUrl":"%s"`, slipPath))
	assert.Contains(t, string(list.Raw), `"cerebroAmount":150000`)

	res = call(t, "PUT", "/api/v1/payments", shopper.token, map[string]any{"invoiceId": invoiceID, "invoiceStatus": "APPROVED"})
	assert.Equal(t, http.StatusForbidden, res.Status)
	res = call(t, "PUT", "/api/v1/payments", admin, map[string]any{"invoiceId": invoiceID, "invoiceStatus": "APPROVED", "adminRemark": "Deposit seen"})
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "Invoice updated successfully.", res.message())

	inv := invoiceRow(t, invoiceID)
	assert.Equal(t, models.InvoicePaid, inv.Status)
	assert.Equal(t, "Deposit seen", inv.AdminRemark)
	require.Eventually(t, func() bool { return slices.Equal(slotStatuses(t, slots), repeat(models.SlotBooked, 2)) }, 5*time.Second, 50*time.Millisecond)
	assert.Equal(t, repeat(string(models.BookingConfirmed), 2), bookingStatuses(t, invoiceID))
	res = call(t, "PUT", "/api/v1/payments", admin, map[string]any{"invoiceId": invoiceID, "invoiceStatus": "REJECTED"})
	assert.Equal(t, http.StatusConflict, res.Status, "decided once")

	mine := call(t, "GET", fmt.Sprintf("/api/v1/invoice/consultee/%d", shopper.id), shopper.token, nil)
	require.Equal(t, http.StatusOK, mine.Status, "%s", mine.Raw)
	assert.Contains(t, string(mine.Raw), `"status":"SUCCESS_PAYMENT"`)
	assert.Contains(t, string(mine.Raw), `"slotPrice":250000`)
	assert.Contains(t, string(mine.Raw), `"consultantFirstName":"Nimal"`)
}

func TestSlipRejectedReleasesTheSlots(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 1)
	invoiceID := uploadedSlip(t, shopper, slots, seller.id)

	res := call(t, "PUT", "/api/v1/payments", adminToken(t), map[string]any{"invoiceId": invoiceID, "invoiceStatus": "REJECTED", "adminRemark": "No such deposit"})

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	inv := invoiceRow(t, invoiceID)
	assert.Equal(t, models.InvoiceFailed, inv.Status)
	assert.Equal(t, "SLIP_REJECTED", inv.FailureReason)
	assert.Equal(t, "No such deposit", inv.AdminRemark)
	assert.Equal(t, []models.SlotStatus{models.SlotAvailable}, slotStatuses(t, slots))
	assert.Equal(t, []string{string(models.BookingFailed)}, bookingStatuses(t, invoiceID))
	page := call(t, "GET", "/api/v1/invoice/invoiceList?status=REJECTED&rows=100", adminToken(t), nil)
	require.Equal(t, http.StatusOK, page.Status, "%s", page.Raw)
	assert.Contains(t, string(page.Raw), fmt.Sprintf(`"invoiceId":%d`, invoiceID))
}
