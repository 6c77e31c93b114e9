-- +goose Up
-- Promo codes the admin creates for a campaign (issue 34, point 6). A code
-- takes either a percentage or a fixed amount off an invoice's total, never
-- both; it is valid from valid_from to valid_to inclusive, both Colombo
-- calendar dates. max_uses and max_uses_per_person of 0 mean no limit. An
-- empty category_ids applies to every consultant category. The platform
-- bears every discount (models/checkout/promo.go).
CREATE TABLE promo_codes (
    id                   bigserial   PRIMARY KEY,
    code                 text        NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{3,32}$'),
    percent_off          integer     CHECK (percent_off BETWEEN 1 AND 100),
    amount_off           bigint      CHECK (amount_off > 0),
    valid_from           date        NOT NULL,
    valid_to             date        NOT NULL,
    max_uses             integer     NOT NULL DEFAULT 0 CHECK (max_uses >= 0),
    max_uses_per_person  integer     NOT NULL DEFAULT 0 CHECK (max_uses_per_person >= 0),
    first_booking_only   boolean     NOT NULL DEFAULT false,
    category_ids         bigint[]    NOT NULL DEFAULT '{}',
    created_by           bigint      REFERENCES users (id) ON DELETE SET NULL,
    created_at           timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT promo_codes_one_discount CHECK ((percent_off IS NULL) <> (amount_off IS NULL)),
    CONSTRAINT promo_codes_dates CHECK (valid_to >= valid_from)
);
-- Codes are unique whatever their case: "LAUNCH" and "launch" are one code.
CREATE UNIQUE INDEX promo_codes_code_key ON promo_codes (lower(code));

-- +goose Down
DROP TABLE promo_codes;
