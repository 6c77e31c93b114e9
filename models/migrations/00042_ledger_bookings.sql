-- +goose Up
-- Ledger lines name the booking they are about: a payment is captured per
-- booking (each booking's price split on its own, as its refunds and its
-- payout split it), so what a booking took in, gave back and paid out can be
-- checked to leave no cent behind (models.LedgerProblems).
ALTER TABLE ledger_entries ADD COLUMN booking_id bigint REFERENCES bookings (id);
CREATE INDEX ledger_entries_booking ON ledger_entries (booking_id) WHERE booking_id IS NOT NULL;

-- The lines already written name their booking through their source.
ALTER TABLE ledger_entries DISABLE TRIGGER ledger_append_only;
UPDATE ledger_entries l SET booking_id = r.booking_id FROM refunds r
    WHERE l.kind = 'REFUND_PAID' AND l.source = 'refund-' || r.id;
UPDATE ledger_entries l SET booking_id = b.id FROM bookings b
    WHERE l.kind = 'PENALTY' AND l.source = 'booking-' || b.id;
UPDATE ledger_entries l SET booking_id = CASE i.kind
        WHEN 'BOOKING' THEN i.ref_id
        WHEN 'REFUND' THEN (SELECT booking_id FROM refunds WHERE id = i.ref_id)
        WHEN 'PENALTY' THEN (SELECT booking_id FROM penalties WHERE id = i.ref_id) END
    FROM payout_items i
    WHERE l.kind = 'PAYOUT' AND l.source = 'payout-' || i.payout_id || '-' || i.kind || '-' || i.ref_id;
ALTER TABLE ledger_entries ENABLE TRIGGER ledger_append_only;

-- +goose Down
DROP INDEX ledger_entries_booking;
ALTER TABLE ledger_entries DROP COLUMN booking_id;
