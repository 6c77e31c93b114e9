-- +goose Up
-- Texts to people's phones (issue 34). A number is verified by a one-time
-- code sent to it: users.verified_phone is the number that proved itself
-- (digits with the dial code, 94771234567), texts go there only while the
-- profile still names it; texts_off is the person's "no texts, please".
ALTER TABLE users
    ADD COLUMN verified_phone text,
    ADD COLUMN phone_verified_at timestamptz,
    ADD COLUMN texts_off boolean NOT NULL DEFAULT false;

-- The codes sent: hashed (HMAC keyed from JWT_SECRET), valid 10 minutes,
-- 5 tries; spent when confirmed or tried out.
CREATE TABLE phone_codes (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    dial_code text NOT NULL,
    phone text NOT NULL,
    number text NOT NULL,
    code_hash text NOT NULL,
    tries integer NOT NULL DEFAULT 0,
    expires_at timestamptz NOT NULL,
    spent_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX phone_codes_user ON phone_codes (user_id, created_at);
CREATE INDEX phone_codes_number ON phone_codes (number, created_at);

-- Every text of a notice: keyed so an activity's retry finds its text
-- instead of sending another; HELD until send_after (the quiet hours end,
-- or the number's hourly allowance frees), DROPPED when its moment passed
-- first (drop_after), SENT once the gateway took it.
CREATE TABLE text_outbox (
    id bigserial PRIMARY KEY,
    key text NOT NULL UNIQUE,
    user_id bigint REFERENCES users (id) ON DELETE CASCADE,
    number text NOT NULL,
    event text NOT NULL,
    body text NOT NULL,
    state text NOT NULL DEFAULT 'HELD' CHECK (state IN ('HELD', 'SENT', 'DROPPED')),
    send_after timestamptz NOT NULL,
    drop_after timestamptz NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    sent_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX text_outbox_held ON text_outbox (send_after) WHERE state = 'HELD';
CREATE INDEX text_outbox_sent ON text_outbox (number, sent_at) WHERE state = 'SENT';

-- +goose Down
DROP TABLE text_outbox;
DROP TABLE phone_codes;
ALTER TABLE users DROP COLUMN texts_off, DROP COLUMN phone_verified_at, DROP COLUMN verified_phone;
