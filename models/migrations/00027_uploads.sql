-- +goose Up
-- Every stored upload and who sent it: the daily quota counts these, and a
-- profile may only show an image its owner (or the admin editing it) sent.
CREATE TABLE uploads (
    id         bigserial PRIMARY KEY,
    user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       text NOT NULL CHECK (kind IN ('images', 'slips')),
    name       text NOT NULL UNIQUE,
    bytes      bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_user_recent ON uploads (user_id, created_at);

-- +goose Down
DROP TABLE uploads;
