package rules

import "time"

// Card money and the rules that keep a stolen card from becoming cash.

// MinSlotRateCents is the lowest price a slot may have (LKR 500): with it,
// no slot is so cheap that moving a booking to it, or cancelling all but
// it, turns nearly a whole card payment into a bank transfer.
const MinSlotRateCents = 50000

// MsgSlotRateMin names the field and the minimum, for the 400 that refuses
// a lower rate.
const MsgSlotRateMin = "slotRate must be at least 50000 cents (LKR 500)"

// CardChargebackWindow is how long after a card payment its holder may
// still dispute it with their bank, as the terms state: a part of a card
// payment returned by bank transfer is transferred only after it, so the
// same money cannot come back twice (a transfer and a chargeback).
const CardChargebackWindow = 120 * 24 * time.Hour

// TransferAllowedFrom is when a bank transfer returning part of a card
// payment taken at paidAt may be made.
func TransferAllowedFrom(paidAt time.Time) time.Time { return paidAt.Add(CardChargebackWindow) }
