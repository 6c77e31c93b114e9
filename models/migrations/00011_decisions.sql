-- +goose Up
-- Who decided (the admin's user id), for the audit trail: a slip approved or
-- rejected, a refund request decided. NULL for decisions taken before this
-- was recorded, and for those the workflow took by itself (a deadline).
ALTER TABLE invoices ADD COLUMN decided_by bigint;
ALTER TABLE refunds ADD COLUMN decided_by bigint;
-- A payment message the checkout did not accept as payment (its amount or
-- currency differs from the invoice's, or no verified gateway notification
-- stands behind it), for the admin to follow up.
ALTER TABLE invoices ADD COLUMN payment_flag text NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE invoices DROP COLUMN payment_flag;
ALTER TABLE refunds DROP COLUMN decided_by;
ALTER TABLE invoices DROP COLUMN decided_by;
