-- +goose Up
-- A verified consultant's change of the bank account payouts go to holds
-- their payouts until the admin confirms it (an account taken over must
-- not redirect the money).
ALTER TABLE consultants ADD COLUMN bank_change_pending_since timestamptz;

-- +goose Down
ALTER TABLE consultants DROP COLUMN bank_change_pending_since;
