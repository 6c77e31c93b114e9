package api_test

import (
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/rules"
)

func TestBookingHoldsTheSlotsAndSplitsTheMoney(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 3)

	res := book(t, shopper, "ONLINE", seller.id, slots[0], slots[2])

	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	assert.Equal(t, "/payment-gate", res.Body["returnUrl"])
	assert.Len(t, res.Body["bookingId"], 2)
	inv := invoiceRow(t, int64(res.Body["invoiceId"].(float64)))
	assert.Equal(t, models.InvoicePendingPayment, inv.Status)
	assert.Equal(t, models.PayOnline, inv.PaymentMethod)
	assert.Equal(t, 2*slotPrice, inv.TotalAmount)
	assert.Equal(t, int64(150000), inv.PlatformAmount, "30% of LKR 5,000.00")
	assert.Equal(t, int64(350000), inv.ConsultantAmount)
	assert.WithinDuration(t, time.Now().Add(env.cfg.PaymentHold), inv.HoldExpiresAt, 10*time.Second)
	assert.Equal(t, []models.SlotStatus{models.SlotHeld, models.SlotAvailable, models.SlotHeld}, slotStatuses(t, slots))
	assert.Equal(t, repeat(string(models.BookingPending), 2), bookingStatuses(t, inv.ID))
	var rooms []string
	require.NoError(t, env.store.DB.Model(&models.Booking{}).Where("invoice_id = ?", inv.ID).Pluck("room_name", &rooms).Error)
	for _, r := range rooms {
		assert.Regexp(t, `^[0-9a-f]{32}$`, r, "room names nobody can guess")
	}
	var dates []string
	require.NoError(t, env.store.DB.Raw("SELECT booking_date::text FROM bookings WHERE invoice_id = ?", inv.ID).Scan(&dates).Error)
	assert.Equal(t, repeat(rules.ColomboDate(time.Now()), 2), dates, "booked today, in Colombo")

	slip := book(t, newShopper(t), "SLIP", seller.id, slots[1])
	require.Equal(t, http.StatusOK, slip.Status, "%s", slip.Raw)
	assert.Equal(t, "/slip-upload", slip.Body["returnUrl"])
}

func TestBookingRefusals(t *testing.T) {
	shopper, other, seller := newShopper(t), newShopper(t), newSeller(t)
	start := tomorrow()
	slots := openSlots(t, seller.id, start, 2)
	second := newSeller(t)
	foreign := openSlots(t, second.id, start, 1)
	past := openSlots(t, seller.id, time.Now().Add(-2*time.Hour), 1)
	unverified := newSeller(t)
	require.NoError(t, env.store.DB.Model(&models.Consultant{}).Where("id = ?", unverified.id).Update("status", models.ConsultantPending).Error)
	closedSlots := openSlots(t, unverified.id, start, 1)

	item := func(consultee, consultant, slot int64) map[string]any {
		return map[string]any{"bookingDate": "2026-11-22", "consulteeId": consultee, "cerebroslotId": slot, "consultantId": consultant}
	}
	for _, tc := range []struct {
		name, method string
		body         any
		status       int
		message      string
	}{
		{"unknown method", "CASH", []any{item(shopper.id, seller.id, slots[0])}, 400, "paymentMethod must be ONLINE or SLIP."},
		{"no slot", "ONLINE", []any{}, 400, "Please select at least one cerebroslot"},
		{"not json", "ONLINE", "x", 400, ""},
		{"for someone else", "ONLINE", []any{item(other.id, seller.id, slots[0])}, 403, "You can only book cerebroslots for yourself."},
		{"two consultants", "ONLINE", []any{item(shopper.id, seller.id, slots[0]), item(shopper.id, second.id, foreign[0])}, 400,
			"All cerebroslots of one booking must be with the same consultant."},
		{"twice the same slot", "ONLINE", []any{item(shopper.id, seller.id, slots[0]), item(shopper.id, seller.id, slots[0])}, 400,
			"The same cerebroslot was selected twice."},
		{"slot of another consultant", "ONLINE", []any{item(shopper.id, seller.id, foreign[0])}, 409,
			fmt.Sprintf("The slot on %s at %s is no longer available.", rules.ColomboDate(start), rules.ColomboClock(start)[:5])},
		{"slot already started", "SLIP", []any{item(shopper.id, seller.id, past[0])}, 409, ""},
		{"unknown slot", "ONLINE", []any{item(shopper.id, seller.id, 99999999)}, 409, "One of the selected slots no longer exists."},
		{"unverified consultant", "ONLINE", []any{item(shopper.id, unverified.id, closedSlots[0])}, 409, "This consultant is not taking bookings."},
	} {
		res := call(t, "POST", "/api/v1/booking?paymentMethod="+tc.method, shopper.token, tc.body)
		assert.Equal(t, tc.status, res.Status, "%s: %s", tc.name, res.Raw)
		if tc.message != "" {
			assert.Equal(t, tc.message, res.message(), tc.name)
		}
	}
	eleven := make([]any, 11)
	for i := range eleven {
		eleven[i] = item(shopper.id, seller.id, int64(i+1))
	}
	res := call(t, "POST", "/api/v1/booking?paymentMethod=ONLINE", shopper.token, eleven)
	assert.Equal(t, "At most 10 cerebroslots can be booked at once.", res.message())

	noProfile, token := newAccount(t, models.RoleConsultee)
	res = call(t, "POST", "/api/v1/booking?paymentMethod=ONLINE", token, []any{item(noProfile.ID, seller.id, slots[0])})
	assert.Equal(t, http.StatusForbidden, res.Status)

	assert.Equal(t, repeat(models.SlotAvailable, 2), slotStatuses(t, slots), "no refusal holds anything")
	assert.Equal(t, repeat(models.SlotAvailable, 1), slotStatuses(t, foreign))
}

// A slot taken by one booking refuses the whole of a second booking: the
// free slot asked for with it is not held either.
func TestTakenSlotRefusesTheWholeBooking(t *testing.T) {
	seller := newSeller(t)
	start := tomorrow()
	slots := openSlots(t, seller.id, start, 2)
	mustBook(t, newShopper(t), "ONLINE", seller.id, slots[1])

	res := book(t, newShopper(t), "SLIP", seller.id, slots[0], slots[1])

	require.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	taken := start.Add(30 * time.Minute)
	assert.Equal(t, fmt.Sprintf("The slot on %s at %s is no longer available.", rules.ColomboDate(taken), rules.ColomboClock(taken)[:5]), res.message())
	assert.Equal(t, []models.SlotStatus{models.SlotAvailable, models.SlotHeld}, slotStatuses(t, slots))
}

// Fifty consultees press Book on the same slot at once: the database lets
// exactly one hold it, and everybody else is told it is gone.
func TestFiftyConsulteesRaceForOneSlot(t *testing.T) {
	seller := newSeller(t)
	slot := openSlots(t, seller.id, tomorrow(), 1)[0]
	shoppers := make([]party, 50)
	for i := range shoppers {
		shoppers[i] = newShopper(t)
	}
	statuses := make([]int, len(shoppers))
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i, s := range shoppers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			statuses[i] = book(t, s, "ONLINE", seller.id, slot).Status
		}()
	}
	close(start)
	wg.Wait()

	won, lost := 0, 0
	for _, st := range statuses {
		switch {
		case st >= 200 && st < 300:
			won++
		case st == http.StatusConflict:
			lost++
		}
	}
	assert.Equal(t, 1, won, "statuses: %v", statuses)
	assert.Equal(t, 49, lost, "statuses: %v", statuses)
	var active int64
	require.NoError(t, env.store.DB.Model(&models.Booking{}).Where("cerebroslot_id = ? AND status IN ?", slot,
		[]models.BookingStatus{models.BookingPending, models.BookingConfirmed, models.BookingCompleted}).Count(&active).Error)
	assert.Equal(t, int64(1), active)
	assert.Equal(t, []models.SlotStatus{models.SlotHeld}, slotStatuses(t, []int64{slot}))
}

func TestOwnerCancelsAPendingInvoice(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	slots := openSlots(t, seller.id, tomorrow(), 2)
	invoiceID, _ := mustBook(t, shopper, "ONLINE", seller.id, slots...)
	path := fmt.Sprintf("/api/v1/invoice/%d", invoiceID)

	res := call(t, "DELETE", path, newShopper(t).token, nil)
	assert.Equal(t, http.StatusForbidden, res.Status, "%s", res.Raw)
	assert.Equal(t, repeat(models.SlotHeld, 2), slotStatuses(t, slots))

	res = call(t, "DELETE", path, shopper.token, nil)
	require.Equal(t, http.StatusAccepted, res.Status, "%s", res.Raw)
	assert.Equal(t, repeat(models.SlotAvailable, 2), slotStatuses(t, slots), "released before the answer")
	inv := invoiceRow(t, invoiceID)
	assert.Equal(t, models.InvoiceFailed, inv.Status)
	assert.Equal(t, "CANCELLED", inv.FailureReason)
	assert.Equal(t, repeat(string(models.BookingCancelled), 2), bookingStatuses(t, invoiceID))

	res = call(t, "DELETE", path, shopper.token, nil)
	assert.Equal(t, http.StatusConflict, res.Status, "%s", res.Raw)
	mustBook(t, newShopper(t), "SLIP", seller.id, slots...) // free for anyone again
}
