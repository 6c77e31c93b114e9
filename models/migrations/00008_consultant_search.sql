-- +goose Up
-- The consultant search reads this narrow copy of the consultants' searched
-- columns instead of the consultants table (BENCHMARKS.md, "Search"). A
-- name part can match thousands of consultants, and putting them in name
-- order reads every match: from rows of ~110 bytes that is about half the
-- pages the full rows take (and a real "about" text makes those far wider),
-- and the name is already lower-cased. The trigger keeps the copy in step
-- with every insert and update, in the same transaction.
CREATE TABLE consultant_search (
    id          bigint PRIMARY KEY REFERENCES consultants (id) ON DELETE CASCADE,
    user_id     bigint NOT NULL,
    status      text   NOT NULL,
    category_id bigint NOT NULL,
    slot_size   integer NOT NULL,
    slot_rate   bigint NOT NULL,
    first_name  text   NOT NULL,
    last_name   text   NOT NULL,
    -- what a name part is looked for in: first, last and display name, lower case
    name_text   text   NOT NULL
);
-- Without fastupdate: consultants change rarely, and a pending list of
-- unmerged entries is read by every search until vacuum merges it.
CREATE INDEX consultant_search_name_trgm ON consultant_search USING gin (name_text gin_trgm_ops) WITH (fastupdate = off);
-- Walking this index in name order tests a name part without reading a row.
CREATE INDEX consultant_search_status_name ON consultant_search (status, first_name, last_name, id) INCLUDE (name_text);
CREATE INDEX consultant_search_status_category ON consultant_search (status, category_id);

-- +goose StatementBegin
CREATE FUNCTION consultant_search_copy() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER consultant_search_insert AFTER INSERT ON consultants
    FOR EACH ROW EXECUTE FUNCTION consultant_search_copy();
CREATE TRIGGER consultant_search_update AFTER UPDATE ON consultants
    FOR EACH ROW WHEN ((OLD.user_id, OLD.status, OLD.category_id, OLD.slot_size, OLD.slot_rate, OLD.first_name, OLD.last_name, OLD.display_name)
        IS DISTINCT FROM (NEW.user_id, NEW.status, NEW.category_id, NEW.slot_size, NEW.slot_rate, NEW.first_name, NEW.last_name, NEW.display_name))
    EXECUTE FUNCTION consultant_search_copy();

INSERT INTO consultant_search (id, user_id, status, category_id, slot_size, slot_rate, first_name, last_name, name_text)
SELECT id, user_id, status, category_id, slot_size, slot_rate, first_name, last_name,
       lower(first_name || ' ' || last_name || ' ' || display_name)
FROM consultants;

-- The search no longer reads these from the consultants table.
DROP INDEX consultants_name_trgm;
DROP INDEX consultants_status_category;
DROP INDEX consultants_status_name;

-- +goose Down
CREATE INDEX consultants_status_name ON consultants (status, first_name, last_name, id) INCLUDE (display_name);
CREATE INDEX consultants_status_category ON consultants (status, category_id);
CREATE INDEX consultants_name_trgm ON consultants
    USING gin ((lower(first_name || ' ' || last_name || ' ' || display_name)) gin_trgm_ops);
DROP TRIGGER consultant_search_update ON consultants;
DROP TRIGGER consultant_search_insert ON consultants;
DROP FUNCTION consultant_search_copy();
DROP TABLE consultant_search;
