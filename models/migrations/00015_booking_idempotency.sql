-- +goose Up
-- POST /booking's Idempotency-Key: one invoice per consultee and key, so a
-- retried request (a double click, a timeout, a 503 while the hold was
-- slow) gets the same invoice and never a second hold. fingerprint is the
-- request (method and slots): the same key for another request is refused.
CREATE TABLE booking_requests (
    consultee_id     bigint      NOT NULL REFERENCES consultees (id) ON DELETE CASCADE,
    idempotency_key  text        NOT NULL,
    fingerprint      text        NOT NULL,
    invoice_id       bigint      NOT NULL,
    created_at       timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (consultee_id, idempotency_key)
);

-- +goose Down
DROP TABLE booking_requests;
