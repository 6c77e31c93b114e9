-- +goose Up
-- Every mail is written in its recipient's language (English, Sinhala or Tamil), kept on the account;
-- accounts that existed before read English.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE users ADD CONSTRAINT users_language_check CHECK (language IN ('en', 'si', 'ta'));

-- +goose Down
ALTER TABLE users DROP CONSTRAINT users_language_check;
ALTER TABLE users DROP COLUMN language;
