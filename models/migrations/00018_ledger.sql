-- +goose Up
-- The money ledger: append-only, double-entry. Every money event (a payment
-- captured, a payment to return, a refund paid, a penalty) writes lines that
-- sum to zero, in the same transaction as the state it records, named by its
-- source (the gateway's payment id, the refund id, the booking id). Debits
-- are positive, credits negative.
CREATE TABLE ledger_entries (
    id         bigserial PRIMARY KEY,
    invoice_id bigint NOT NULL REFERENCES invoices (id),
    kind       text   NOT NULL,
    source     text   NOT NULL,
    account    text   NOT NULL,
    amount     bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (kind, source, account)
);
CREATE INDEX ledger_entries_invoice ON ledger_entries (invoice_id, id);

-- Append-only: entries are never changed or removed.
-- +goose StatementBegin
CREATE FUNCTION ledger_append_only() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'ledger entries are append-only';
END;
$$ LANGUAGE plpgsql;
-- +goose StatementEnd
CREATE TRIGGER ledger_append_only BEFORE UPDATE OR DELETE ON ledger_entries
    FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- +goose Down
DROP TABLE ledger_entries;
DROP FUNCTION ledger_append_only();
