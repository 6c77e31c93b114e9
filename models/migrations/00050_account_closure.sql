-- +goose Up
-- A closed account (DELETE /api/v1/me): the person's data is erased or
-- anonymised and the row stays, because invoices, refunds, payouts and the
-- ledger point at it and the law keeps them (models/privacy). closed_at
-- says when; nobody signs in to it again.
ALTER TABLE users ADD COLUMN closed_at timestamptz;

-- An anonymised profile keeps no gender: '' is "not kept".
ALTER TABLE consultants DROP CONSTRAINT consultants_gender_check;
ALTER TABLE consultants ADD CONSTRAINT consultants_gender_check CHECK (gender IN ('MALE', 'FEMALE', ''));
ALTER TABLE consultees DROP CONSTRAINT consultees_gender_check;
ALTER TABLE consultees ADD CONSTRAINT consultees_gender_check CHECK (gender IN ('MALE', 'FEMALE', ''));

-- +goose Down
UPDATE consultants SET gender = 'MALE' WHERE gender = '';
UPDATE consultees SET gender = 'MALE' WHERE gender = '';
ALTER TABLE consultees DROP CONSTRAINT consultees_gender_check;
ALTER TABLE consultees ADD CONSTRAINT consultees_gender_check CHECK (gender IN ('MALE', 'FEMALE'));
ALTER TABLE consultants DROP CONSTRAINT consultants_gender_check;
ALTER TABLE consultants ADD CONSTRAINT consultants_gender_check CHECK (gender IN ('MALE', 'FEMALE'));
ALTER TABLE users DROP COLUMN closed_at;
