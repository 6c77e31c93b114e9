-- +goose Up
-- Public consultant lists are "VERIFIED, by name, one page": this index
-- serves them without sorting every consultant.
CREATE INDEX consultants_status_name ON consultants (status, first_name, last_name, id);
-- Deleting or moving a slot checks that no booking (of any status) refers
-- to it; the partial unique index on bookings covers active ones only.
CREATE INDEX bookings_cerebroslot_any ON bookings (cerebroslot_id);

-- +goose Down
DROP INDEX bookings_cerebroslot_any;
DROP INDEX consultants_status_name;
