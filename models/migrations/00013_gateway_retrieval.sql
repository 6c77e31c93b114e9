-- +goose Up
-- The payment simulator's record of the payments it took, so it answers
-- PayHere's Retrieval API like PayHere does, also for a payment whose
-- notification was lost.
CREATE TABLE simulator_payments (
    id          bigserial PRIMARY KEY,
    payment_id  text        NOT NULL UNIQUE,
    order_id    text        NOT NULL,
    amount      bigint      NOT NULL CHECK (amount > 0),
    currency    text        NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX simulator_payments_order ON simulator_payments (order_id);
CREATE INDEX simulator_refunds_payment ON simulator_refunds (payment_id);
-- An ONLINE invoice released while the gateway could not be asked whether
-- it was paid: the reconciler asks again, and refunds what it finds.
ALTER TABLE invoices ADD COLUMN gateway_unchecked boolean NOT NULL DEFAULT false;

-- +goose Down
ALTER TABLE invoices DROP COLUMN gateway_unchecked;
DROP INDEX simulator_refunds_payment;
DROP TABLE simulator_payments;
