-- +goose Up
-- A FAILED refund is either refused by the gateway (nothing was refunded)
-- or given up after the retries ran out without the gateway saying whether
-- it refunded (uncertain): only the first may be settled by bank transfer
-- straight away; the second is paid again first, which asks the gateway.
ALTER TABLE refunds ADD COLUMN failure_uncertain boolean NOT NULL DEFAULT false;

-- +goose Down
ALTER TABLE refunds DROP COLUMN failure_uncertain;
