-- +goose Up
-- Refunds against a gateway that takes no idempotency key (PayHere): the row
-- moves to SUBMITTING before the gateway is called, so a retry knows the
-- gateway may already have refunded and asks it first; FAILED keeps the
-- gateway's reason for the admin; payout_note says why a card refund is paid
-- by bank transfer instead (PayHere refunds whole payments only).
ALTER TABLE refunds ADD COLUMN submitted_at timestamptz;
ALTER TABLE refunds ADD COLUMN failure_reason text NOT NULL DEFAULT '';
ALTER TABLE refunds ADD COLUMN payout_note text NOT NULL DEFAULT '';
ALTER TABLE refunds DROP CONSTRAINT refunds_status_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_status_check
    CHECK (status IN ('REQUESTED', 'APPROVED', 'SUBMITTING', 'FAILED', 'REJECTED', 'PAID'));

-- +goose Down
ALTER TABLE refunds DROP CONSTRAINT refunds_status_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_status_check CHECK (status IN ('REQUESTED', 'APPROVED', 'REJECTED', 'PAID'));
ALTER TABLE refunds DROP COLUMN payout_note;
ALTER TABLE refunds DROP COLUMN failure_reason;
ALTER TABLE refunds DROP COLUMN submitted_at;
