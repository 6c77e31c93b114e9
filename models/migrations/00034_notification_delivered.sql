-- +goose Up
-- When a stored gateway notification was handed to its running checkout
-- (by the API or the payments reconciler): the reconciler signals a running
-- checkout at most once per notification, instead of every run while the
-- payment is unsettled (a refund still under way, a slip under review).
ALTER TABLE payment_notifications ADD COLUMN delivered_at timestamptz;

-- +goose Down
ALTER TABLE payment_notifications DROP COLUMN delivered_at;
