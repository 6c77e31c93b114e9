-- +goose Up
-- The devices a person asked to be told on (Web Push): one row per browser
-- subscription, the push service's endpoint unique (a device's browser hands
-- out one endpoint; whoever subscribed on it last is told). p256dh and auth
-- are the browser's keys the payload is encrypted to (RFC 8291); the label
-- is the browser's User-Agent, so a person can tell their devices apart.
-- A push service that says the subscription is gone (404, 410) deletes its
-- row; closing the account deletes them all.
CREATE TABLE push_subscriptions (
    id           bigserial PRIMARY KEY,
    user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    endpoint     text NOT NULL UNIQUE CHECK (char_length(endpoint) BETWEEN 1 AND 2048),
    p256dh       text NOT NULL CHECK (char_length(p256dh) BETWEEN 1 AND 200),
    auth         text NOT NULL CHECK (char_length(auth) BETWEEN 1 AND 100),
    label        text NOT NULL DEFAULT '' CHECK (char_length(label) <= 300),
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_success timestamptz
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, created_at);

-- +goose Down
DROP TABLE push_subscriptions;
