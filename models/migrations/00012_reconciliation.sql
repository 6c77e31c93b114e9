-- +goose Up
-- A stored notification the checkout did not take as payment (its amount or
-- currency is not the invoice's): flagged for the admin, so the payments
-- reconciler counts it as handled and no money moves without the admin.
ALTER TABLE payment_notifications ADD COLUMN flagged_at timestamptz;
CREATE INDEX payment_notifications_received ON payment_notifications (received_at);

-- +goose Down
DROP INDEX payment_notifications_received;
ALTER TABLE payment_notifications DROP COLUMN flagged_at;
