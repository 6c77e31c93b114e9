-- +goose Up
-- Skip in the rating modal records that the prompt was dismissed,
-- so it does not open again at every dashboard load; the session stays
-- unrated and can still be rated from the previous bookings.
ALTER TABLE booking_rates ADD COLUMN skipped_at timestamptz;

-- +goose Down
ALTER TABLE booking_rates DROP COLUMN skipped_at;
