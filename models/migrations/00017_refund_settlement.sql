-- +goose Up
-- Refunds that end: a FAILED one is mailed to the admins once, and may be
-- paid again or settled by bank transfer; a bank transfer is marked done
-- with the bank's reference; the consultee gives the account to pay into.
ALTER TABLE refunds
    ADD COLUMN failure_mailed_at timestamptz,
    ADD COLUMN transfer_reference text NOT NULL DEFAULT '',
    ADD COLUMN transferred_by bigint REFERENCES users (id);

CREATE TABLE refund_accounts (
    invoice_id     bigint PRIMARY KEY REFERENCES invoices (id),
    account_name   text NOT NULL,
    bank           text NOT NULL,
    branch         text NOT NULL,
    account_number text NOT NULL,
    updated_at     timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE refund_accounts;
ALTER TABLE refunds
    DROP COLUMN failure_mailed_at,
    DROP COLUMN transfer_reference,
    DROP COLUMN transferred_by;
