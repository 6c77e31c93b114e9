-- +goose Up
-- The version of a consultant's bank details (bank, branch, account): one
-- more at every change, whoever makes it and whatever code path writes it,
-- so the admin's confirmation names the details the admin saw.
ALTER TABLE consultants ADD COLUMN bank_details_version integer NOT NULL DEFAULT 1;

-- +goose StatementBegin
CREATE FUNCTION consultants_bank_details_version() RETURNS trigger AS $$
BEGIN
    NEW.bank_details_version := OLD.bank_details_version;
    IF (NEW.bank, NEW.bank_branch, NEW.acc_number) IS DISTINCT FROM (OLD.bank, OLD.bank_branch, OLD.acc_number) THEN
        NEW.bank_details_version := OLD.bank_details_version + 1;
    END IF;
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;
-- +goose StatementEnd
CREATE TRIGGER consultants_bank_details_version BEFORE UPDATE ON consultants
    FOR EACH ROW EXECUTE FUNCTION consultants_bank_details_version();

-- +goose Down
DROP TRIGGER consultants_bank_details_version ON consultants;
DROP FUNCTION consultants_bank_details_version();
ALTER TABLE consultants DROP COLUMN bank_details_version;
