-- +goose Up
-- A person's calendar feed address is signed with its version
-- (models/calendar/token.go): rotating it raises the version, and every
-- address made before stops answering.
ALTER TABLE users ADD COLUMN calendar_feed_version integer NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE users DROP COLUMN calendar_feed_version;
