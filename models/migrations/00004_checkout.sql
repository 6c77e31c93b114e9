-- +goose Up
-- Checkout refunds. A refund is either for one booking (a cancelled session,
-- a slip nobody reviewed in time: one row per booking, as before) or for a
-- card payment that matched nothing payable: it came after the hold expired,
-- after a cancel, or paid an already paid invoice a second time. Such a
-- payment is refunded in full, once: the unique key on its gateway payment id
-- is the guard, and the row's id is the gateway idempotency key.
ALTER TABLE refunds ALTER COLUMN booking_id DROP NOT NULL;
ALTER TABLE refunds ADD COLUMN payment_id text;
ALTER TABLE refunds DROP CONSTRAINT refunds_cause_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_cause_check CHECK (cause IN ('CONSULTEE_CANCEL', 'CONSULTANT_CANCEL',
    'CONSULTANT_NO_SHOW', 'TECHNICAL_FAULT', 'SLIP_NOT_REVIEWED', 'UNMATCHED_PAYMENT'));
ALTER TABLE refunds ADD CONSTRAINT refunds_booking_or_payment CHECK (booking_id IS NOT NULL OR payment_id IS NOT NULL);
CREATE UNIQUE INDEX refunds_one_per_unmatched_payment ON refunds (payment_id) WHERE booking_id IS NULL;

-- The booking lists read confirmed bookings and join their slots.
CREATE INDEX bookings_status_slot ON bookings (status, cerebroslot_id);

-- +goose Down
DROP INDEX bookings_status_slot;
DROP INDEX refunds_one_per_unmatched_payment;
ALTER TABLE refunds DROP CONSTRAINT refunds_booking_or_payment;
DELETE FROM refunds WHERE booking_id IS NULL;
ALTER TABLE refunds DROP CONSTRAINT refunds_cause_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_cause_check CHECK (cause IN ('CONSULTEE_CANCEL', 'CONSULTANT_CANCEL',
    'CONSULTANT_NO_SHOW', 'TECHNICAL_FAULT', 'SLIP_NOT_REVIEWED'));
ALTER TABLE refunds DROP COLUMN payment_id;
ALTER TABLE refunds ALTER COLUMN booking_id SET NOT NULL;
