-- +goose Up
-- Failed sign-ins leak away over time (one every few minutes), so a wrong
-- password now and then never locks the owner out, while a burst backs off.
ALTER TABLE users ADD COLUMN last_failed_at timestamptz;

-- +goose Down
ALTER TABLE users DROP COLUMN last_failed_at;
