-- +goose Up
-- A user's tokens carry the version they were issued at; a password change
-- or reset and "sign out everywhere" raise it, and every older token stops
-- working. Tokens issued before versions count as version 0.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;

-- +goose Down
ALTER TABLE users DROP COLUMN token_version;
