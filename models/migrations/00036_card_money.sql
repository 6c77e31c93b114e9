-- +goose Up
-- Card money goes back to the card. A bank transfer returning (part of) a
-- card payment goes only to an account the admin verified belongs to the
-- card holder (the name PayHere's Retrieval API gives for the payment,
-- kept as it was seen); saving another account clears the verification.
-- A chargeback is recorded once per invoice, mailed to the admins once,
-- cancels the refunds still owed of that payment (CANCELLED) and takes the
-- consultant's share back from payouts (payout item CHARGEBACK).
ALTER TABLE refund_accounts
    ADD COLUMN verified_by bigint REFERENCES users (id),
    ADD COLUMN verified_at timestamptz,
    ADD COLUMN card_holder text NOT NULL DEFAULT '';

ALTER TABLE refunds DROP CONSTRAINT refunds_status_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_status_check
    CHECK (status IN ('REQUESTED', 'APPROVED', 'SUBMITTING', 'FAILED', 'REJECTED', 'PAID', 'CANCELLED'));

CREATE TABLE chargebacks (
    invoice_id bigint PRIMARY KEY REFERENCES invoices (id),
    payment_id text        NOT NULL,
    amount     bigint      NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    mailed_at  timestamptz
);

ALTER TABLE payout_items DROP CONSTRAINT payout_items_kind_check;
ALTER TABLE payout_items ADD CONSTRAINT payout_items_kind_check
    CHECK (kind IN ('BOOKING', 'REFUND', 'PENALTY', 'CHARGEBACK'));

-- +goose Down
DELETE FROM payout_items WHERE kind = 'CHARGEBACK';
ALTER TABLE payout_items DROP CONSTRAINT payout_items_kind_check;
ALTER TABLE payout_items ADD CONSTRAINT payout_items_kind_check CHECK (kind IN ('BOOKING', 'REFUND', 'PENALTY'));
DROP TABLE chargebacks;
UPDATE refunds SET status = 'REJECTED' WHERE status = 'CANCELLED';
ALTER TABLE refunds DROP CONSTRAINT refunds_status_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_status_check
    CHECK (status IN ('REQUESTED', 'APPROVED', 'SUBMITTING', 'FAILED', 'REJECTED', 'PAID'));
ALTER TABLE refund_accounts
    DROP COLUMN card_holder,
    DROP COLUMN verified_at,
    DROP COLUMN verified_by;
