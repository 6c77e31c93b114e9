-- +goose Up
-- Consultant payouts: one batch line per consultant and period, made of the
-- items that became payable (a completed booking past its claim window, a
-- refund that reverses one, a penalty), each item in exactly one payout.
CREATE TABLE payouts (
    id            bigserial PRIMARY KEY,
    consultant_id bigint NOT NULL REFERENCES consultants (id),
    period_start  timestamptz NOT NULL,
    period_end    timestamptz NOT NULL,
    amount        bigint NOT NULL CHECK (amount > 0),
    status        text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID')),
    account_name  text NOT NULL,
    bank          text NOT NULL,
    branch        text NOT NULL,
    account       text NOT NULL,
    reference     text NOT NULL DEFAULT '',
    paid_by       bigint REFERENCES users (id),
    paid_at       timestamptz,
    created_at    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (consultant_id, period_start)
);

CREATE TABLE payout_items (
    id         bigserial PRIMARY KEY,
    payout_id  bigint NOT NULL REFERENCES payouts (id),
    kind       text   NOT NULL CHECK (kind IN ('BOOKING', 'REFUND', 'PENALTY')),
    ref_id     bigint NOT NULL,
    invoice_id bigint NOT NULL REFERENCES invoices (id),
    amount     bigint NOT NULL,
    UNIQUE (kind, ref_id)
);
CREATE INDEX payout_items_payout ON payout_items (payout_id);

-- +goose Down
DROP TABLE payout_items;
DROP TABLE payouts;
