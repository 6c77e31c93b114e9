-- +goose Up
-- Sessions: cancellations, refund requests the admin decides, penalties,
-- ratings and the simulator's durable refund ledger.

-- A refund request shows the admin what the policy suggests (the amount
-- applied when nobody decides in time) and the consultee's own words.
ALTER TABLE refunds ADD COLUMN suggested_amount bigint CHECK (suggested_amount >= 0);
ALTER TABLE refunds ADD COLUMN note text NOT NULL DEFAULT '' CHECK (length(note) <= 1000);
-- An approved amount never exceeds what was asked for (the booking's price).
ALTER TABLE refunds ADD CONSTRAINT refunds_amount_within_request CHECK (amount IS NULL OR amount <= requested_amount);
-- The admin's list: newest first, by status.
CREATE INDEX refunds_status_created ON refunds (status, created_at DESC);
CREATE INDEX refunds_invoice ON refunds (invoice_id);

-- Earnings read a consultant's completed bookings.
CREATE INDEX bookings_consultant_status ON bookings (consultant_id, status);

-- The payment simulator's refunds, one per idempotency key, so a worker
-- restarted half-way through a refund never refunds the same key twice.
CREATE TABLE simulator_refunds (
    id               bigserial PRIMARY KEY,
    idempotency_key  text        NOT NULL UNIQUE,
    refund_id        text        NOT NULL,
    payment_id       text        NOT NULL,
    amount           bigint      NOT NULL CHECK (amount > 0),
    reason           text        NOT NULL DEFAULT '',
    created_at       timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE simulator_refunds;
DROP INDEX bookings_consultant_status;
DROP INDEX refunds_invoice;
DROP INDEX refunds_status_created;
ALTER TABLE refunds DROP CONSTRAINT refunds_amount_within_request;
ALTER TABLE refunds DROP COLUMN note;
ALTER TABLE refunds DROP COLUMN suggested_amount;
