-- +goose Up
-- Sign-in back-off per account and client address (an IPv4 address or an
-- IPv6 /64): wrong passwords from one address back off that address only.
-- signed_in_at marks an address the account has signed in from, which the
-- account-wide count of failures (users.failed_logins, now counting only
-- unknown addresses) does not hold back.
CREATE TABLE signin_throttles (
    user_id        bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    address        text        NOT NULL,
    failed_logins  integer     NOT NULL DEFAULT 0,
    last_failed_at timestamptz,
    locked_until   timestamptz,
    signed_in_at   timestamptz,
    PRIMARY KEY (user_id, address)
);

-- +goose Down
DROP TABLE signin_throttles;
