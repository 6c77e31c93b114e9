-- +goose Up
-- Credentials for regulated professions (issue 33, point 1). Which categories are regulated, by
-- whom, and what their registration numbers look like (README, "Credentials"; the sources are
-- listed there): a category without a row is not regulated.
CREATE TABLE category_regulations (
    category_id    bigint PRIMARY KEY REFERENCES consultant_categories (id) ON DELETE CASCADE,
    body           text NOT NULL,   -- the regulator, in full
    body_short     text NOT NULL,   -- what the badge says: "SLMC 12345"
    number_pattern text NOT NULL,   -- a Go regexp the whole number must match
    number_example text NOT NULL    -- shown to the consultant beside the field
);

INSERT INTO category_regulations (category_id, body, body_short, number_pattern, number_example)
SELECT c.id, r.body, r.body_short, r.number_pattern, r.number_example
  FROM consultant_categories c
  JOIN (VALUES
    ('doctor', 'Sri Lanka Medical Council', 'SLMC', '^[0-9]{1,6}$', '12345'),
    ('lawyer', 'Supreme Court of Sri Lanka (Attorney-at-Law enrolment)', 'AAL', '^[0-9]{1,6}$', '12345'),
    ('accountant', 'CA Sri Lanka (Institute of Chartered Accountants of Sri Lanka)', 'CA Sri Lanka', '^[0-9]{1,6}$', '4567'),
    ('nursing and midwifery', 'Sri Lanka Nursing Council', 'SLNC', '^[0-9]{1,6}$', '23456'),
    ('investment specialist', 'Securities and Exchange Commission of Sri Lanka', 'SEC', '^[A-Z0-9][A-Z0-9/-]{2,19}$', 'IA/123'),
    ('stock broker', 'Securities and Exchange Commission of Sri Lanka', 'SEC', '^[A-Z0-9][A-Z0-9/-]{2,19}$', 'SB/123'),
    ('engineer', 'Engineering Council, Sri Lanka', 'ECSL', '^[A-Z0-9][A-Z0-9/-]{2,19}$', 'CEng/1234'),
    ('architect', 'Architects Registration Board (Sri Lanka Institute of Architects)', 'ARB', '^[A-Z0-9][A-Z0-9/-]{2,19}$', 'A/1234'),
    ('tour guide', 'Sri Lanka Tourism Development Authority', 'SLTDA', '^[A-Z0-9][A-Z0-9/-]{2,19}$', 'NTGL/1234')
  ) AS r (name, body, body_short, number_pattern, number_example) ON lower(c.name) = r.name;

-- A consultant's registration: one per consultant, replaced when renewed. status: SUBMITTED (waits
-- for the admin), CHECKED (the admin compared it with the register), SENT_BACK (with a reason).
CREATE TABLE consultant_credentials (
    consultant_id     bigint PRIMARY KEY REFERENCES consultants (id) ON DELETE CASCADE,
    body              text NOT NULL,
    number            text NOT NULL,
    expires_on        date,               -- NULL: the registration does not expire
    document_name     text NOT NULL,      -- uploads kind "credentials"
    status            text NOT NULL CHECK (status IN ('SUBMITTED', 'CHECKED', 'SENT_BACK')),
    reason            text NOT NULL DEFAULT '',
    checked_by        bigint REFERENCES users (id) ON DELETE SET NULL,
    checked_at        timestamptz,
    submitted_at      timestamptz NOT NULL,
    expiry_warned_for date                -- the expires_on whose 30-day warning was mailed (once)
);
CREATE INDEX consultant_credentials_expiry ON consultant_credentials (expires_on) WHERE expires_on IS NOT NULL;

-- Registration documents are recorded with the other uploads (who sent which file).
ALTER TABLE uploads DROP CONSTRAINT uploads_kind_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_kind_check CHECK (kind IN ('images', 'slips', 'credentials'));

-- Set by the daily expiry sweep when a registration has expired, cleared when the admin checks a
-- renewed one: such a consultant is out of search and takes no new booking.
ALTER TABLE consultants ADD COLUMN credential_lapsed boolean NOT NULL DEFAULT false;

-- The search's copy shows a lapsed consultant as CREDENTIAL_LAPSED, so every search by status
-- (VERIFIED) leaves them out and still walks its index.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION consultant_search_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO consultant_search (id, user_id, status, category_id, slot_size, slot_rate, first_name, last_name, name_text)
    VALUES (NEW.id, NEW.user_id, CASE WHEN NEW.credential_lapsed THEN 'CREDENTIAL_LAPSED' ELSE NEW.status END,
            NEW.category_id, NEW.slot_size, NEW.slot_rate, NEW.first_name, NEW.last_name,
            lower(NEW.first_name || ' ' || NEW.last_name || ' ' || NEW.display_name))
    ON CONFLICT (id) DO UPDATE SET user_id = EXCLUDED.user_id, status = EXCLUDED.status,
        category_id = EXCLUDED.category_id, slot_size = EXCLUDED.slot_size, slot_rate = EXCLUDED.slot_rate,
        first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, name_text = EXCLUDED.name_text;
    RETURN NULL;
END
$$;
-- +goose StatementEnd
DROP TRIGGER consultant_search_update ON consultants;
CREATE TRIGGER consultant_search_update AFTER UPDATE ON consultants
    FOR EACH ROW WHEN ((OLD.user_id, OLD.status, OLD.category_id, OLD.slot_size, OLD.slot_rate, OLD.first_name, OLD.last_name, OLD.display_name, OLD.credential_lapsed)
        IS DISTINCT FROM (NEW.user_id, NEW.status, NEW.category_id, NEW.slot_size, NEW.slot_rate, NEW.first_name, NEW.last_name, NEW.display_name, NEW.credential_lapsed))
    EXECUTE FUNCTION consultant_search_copy();

-- +goose Down
DROP TRIGGER consultant_search_update ON consultants;
CREATE TRIGGER consultant_search_update AFTER UPDATE ON consultants
    FOR EACH ROW WHEN ((OLD.user_id, OLD.status, OLD.category_id, OLD.slot_size, OLD.slot_rate, OLD.first_name, OLD.last_name, OLD.display_name)
        IS DISTINCT FROM (NEW.user_id, NEW.status, NEW.category_id, NEW.slot_size, NEW.slot_rate, NEW.first_name, NEW.last_name, NEW.display_name))
    EXECUTE FUNCTION consultant_search_copy();
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION consultant_search_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO consultant_search (id, user_id, status, category_id, slot_size, slot_rate, first_name, last_name, name_text)
    VALUES (NEW.id, NEW.user_id, NEW.status, NEW.category_id, NEW.slot_size, NEW.slot_rate, NEW.first_name, NEW.last_name,
            lower(NEW.first_name || ' ' || NEW.last_name || ' ' || NEW.display_name))
    ON CONFLICT (id) DO UPDATE SET user_id = EXCLUDED.user_id, status = EXCLUDED.status,
        category_id = EXCLUDED.category_id, slot_size = EXCLUDED.slot_size, slot_rate = EXCLUDED.slot_rate,
        first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, name_text = EXCLUDED.name_text;
    RETURN NULL;
END
$$;
-- +goose StatementEnd
UPDATE consultant_search s SET status = c.status FROM consultants c WHERE c.id = s.id;
ALTER TABLE consultants DROP COLUMN credential_lapsed;
DROP TABLE consultant_credentials;
DROP TABLE category_regulations;
DELETE FROM uploads WHERE kind = 'credentials';
ALTER TABLE uploads DROP CONSTRAINT uploads_kind_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_kind_check CHECK (kind IN ('images', 'slips'));
