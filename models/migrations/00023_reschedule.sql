-- +goose Up
-- A booking moved once to another slot of the same consultant keeps its id;
-- the slot it came from is kept for the record (and the once-only rule).
ALTER TABLE bookings ADD COLUMN rescheduled_from bigint REFERENCES cerebroslots (id);

-- +goose Down
ALTER TABLE bookings DROP COLUMN rescheduled_from;
