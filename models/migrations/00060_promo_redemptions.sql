-- +goose Up
-- One use of a promo code: written in the transaction that holds the
-- invoice's slots, after the code's row is locked (SELECT ... FOR UPDATE),
-- so concurrent checkouts count one another. HELD while the invoice awaits
-- payment, USED once paid, RELEASED when the invoice fails (expired,
-- cancelled, refused): a released use no longer counts against the limits.
CREATE TABLE promo_redemptions (
    id             bigserial   PRIMARY KEY,
    promo_code_id  bigint      NOT NULL REFERENCES promo_codes (id),
    consultee_id   bigint      NOT NULL REFERENCES consultees (id),
    invoice_id     bigint      NOT NULL UNIQUE REFERENCES invoices (id),
    discount_cents bigint      NOT NULL CHECK (discount_cents > 0),
    status         text        NOT NULL DEFAULT 'HELD' CHECK (status IN ('HELD', 'USED', 'RELEASED')),
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX promo_redemptions_counting ON promo_redemptions (promo_code_id, consultee_id) WHERE status <> 'RELEASED';

-- +goose Down
DROP TABLE promo_redemptions;
