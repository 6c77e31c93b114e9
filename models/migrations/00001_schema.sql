-- +goose Up
-- The database enforces what must never break: unique emails, foreign keys,
-- slots of one consultant never overlapping, at most one active booking per
-- slot, statuses limited to known values, money in integer cents, timestamptz.
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
    id             bigserial PRIMARY KEY,
    user_name      text        NOT NULL CHECK (length(user_name) BETWEEN 1 AND 100),
    email          text        NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    password_hash  text        NOT NULL,
    role           text        NOT NULL CHECK (role IN ('CONSULTANT', 'CONSULTEE', 'ADMIN')),
    failed_logins  integer     NOT NULL DEFAULT 0,
    locked_until   timestamptz,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE password_resets (
    id          bigserial PRIMARY KEY,
    user_id     bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash  text        NOT NULL UNIQUE,
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE consultant_categories (
    id         bigserial PRIMARY KEY,
    name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    thumbnail  text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX consultant_categories_name_key ON consultant_categories (lower(name));

CREATE TABLE consultants (
    id            bigserial PRIMARY KEY,
    user_id       bigint      NOT NULL UNIQUE REFERENCES users (id),
    first_name    text        NOT NULL,
    last_name     text        NOT NULL,
    display_name  text        NOT NULL,
    birthday      date        NOT NULL,
    gender        text        NOT NULL CHECK (gender IN ('MALE', 'FEMALE')),
    country       text        NOT NULL DEFAULT 'Sri Lanka',
    time_zone     numeric(4,2) NOT NULL DEFAULT 5.5,
    currency      text        NOT NULL DEFAULT 'LKR' CHECK (currency = 'LKR'),
    category_id   bigint      NOT NULL REFERENCES consultant_categories (id),
    experience    integer     NOT NULL CHECK (experience BETWEEN 0 AND 80),
    about         text        NOT NULL,
    dial_code     text        NOT NULL DEFAULT '94',
    phone         text        NOT NULL,
    bank          text        NOT NULL,
    bank_branch   text        NOT NULL,
    acc_number    text        NOT NULL,
    slot_size     integer     NOT NULL CHECK (slot_size > 0 AND slot_size <= 120 AND slot_size % 15 = 0),
    slot_rate     bigint      NOT NULL CHECK (slot_rate > 0),
    image_name    text        NOT NULL DEFAULT '',
    status        text        NOT NULL DEFAULT 'PENDING_APPROVAL' CHECK (status IN ('PENDING_APPROVAL', 'VERIFIED')),
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);
COMMENT ON COLUMN consultants.slot_rate IS 'price of one slot in LKR cents';
-- Name search is "contains, any case" over first, last and display name.
CREATE INDEX consultants_name_trgm ON consultants
    USING gin ((lower(first_name || ' ' || last_name || ' ' || display_name)) gin_trgm_ops);
CREATE INDEX consultants_status_category ON consultants (status, category_id);

CREATE TABLE consultees (
    id            bigserial PRIMARY KEY,
    user_id       bigint      NOT NULL UNIQUE REFERENCES users (id),
    first_name    text        NOT NULL,
    last_name     text        NOT NULL,
    display_name  text        NOT NULL,
    birthday      date        NOT NULL,
    gender        text        NOT NULL CHECK (gender IN ('MALE', 'FEMALE')),
    country       text        NOT NULL DEFAULT 'Sri Lanka',
    time_zone     numeric(4,2) NOT NULL DEFAULT 5.5,
    currency      text        NOT NULL DEFAULT 'LKR',
    dial_code     text        NOT NULL DEFAULT '94',
    phone         text        NOT NULL,
    image_name    text        NOT NULL DEFAULT '',
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admins (
    id       bigserial PRIMARY KEY,
    user_id  bigint NOT NULL UNIQUE REFERENCES users (id)
);

CREATE TABLE banks (
    id          bigserial PRIMARY KEY,
    name        text NOT NULL,
    branch      text NOT NULL,
    acc_number  text NOT NULL
);

CREATE TABLE cerebroslots (
    id             bigserial PRIMARY KEY,
    consultant_id  bigint      NOT NULL REFERENCES consultants (id),
    starts_at      timestamptz NOT NULL,
    ends_at        timestamptz NOT NULL,
    slot_size      integer     NOT NULL CHECK (slot_size > 0),
    price          bigint      NOT NULL CHECK (price >= 0),
    status         text        NOT NULL DEFAULT 'AVAILABLE' CHECK (status IN ('AVAILABLE', 'HELD', 'BOOKED')),
    created_at     timestamptz NOT NULL DEFAULT now(),
    CHECK (ends_at > starts_at),
    -- A consultant is never in two places at once.
    EXCLUDE USING gist (consultant_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
);
COMMENT ON COLUMN cerebroslots.price IS 'LKR cents, the consultant''s slot rate when the slot was created';
CREATE INDEX cerebroslots_consultant_start ON cerebroslots (consultant_id, starts_at);

CREATE TABLE invoices (
    id                  bigserial PRIMARY KEY,
    cref                text        NOT NULL UNIQUE,
    consultee_id        bigint      NOT NULL REFERENCES consultees (id),
    consultant_id       bigint      NOT NULL REFERENCES consultants (id),
    payment_method      text        NOT NULL CHECK (payment_method IN ('ONLINE', 'SLIP')),
    status              text        NOT NULL DEFAULT 'PENDING_PAYMENT'
                        CHECK (status IN ('PENDING_PAYMENT', 'PENDING_APPROVAL', 'FAILED_PAYMENT', 'SUCCESS_PAYMENT')),
    total_amount        bigint      NOT NULL CHECK (total_amount >= 0),
    platform_amount     bigint      NOT NULL CHECK (platform_amount >= 0),
    consultant_amount   bigint      NOT NULL CHECK (consultant_amount >= 0),
    currency            text        NOT NULL DEFAULT 'LKR',
    gateway_payment_id  text,
    chargeback          boolean     NOT NULL DEFAULT false,
    consultant_remark   text        NOT NULL DEFAULT '',
    admin_remark        text        NOT NULL DEFAULT '',
    failure_reason      text        NOT NULL DEFAULT '',
    hold_expires_at     timestamptz NOT NULL,
    paid_at             timestamptz,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now(),
    CHECK (platform_amount + consultant_amount = total_amount)
);
CREATE UNIQUE INDEX invoices_gateway_payment_key ON invoices (gateway_payment_id) WHERE gateway_payment_id IS NOT NULL;
CREATE INDEX invoices_consultee ON invoices (consultee_id, created_at DESC);
CREATE INDEX invoices_status_created ON invoices (status, created_at);

CREATE TABLE bookings (
    id                    bigserial PRIMARY KEY,
    invoice_id            bigint      NOT NULL REFERENCES invoices (id),
    cerebroslot_id        bigint      NOT NULL REFERENCES cerebroslots (id),
    consultee_id          bigint      NOT NULL REFERENCES consultees (id),
    consultant_id         bigint      NOT NULL REFERENCES consultants (id),
    booking_date          date        NOT NULL,
    status                text        NOT NULL DEFAULT 'PENDING'
                          CHECK (status IN ('PENDING', 'CONFIRMED', 'COMPLETED', 'CANCELLED', 'FAILED')),
    room_name             text        NOT NULL UNIQUE,
    consultee_joined_at   timestamptz,
    consultant_joined_at  timestamptz,
    cancelled_by          text        CHECK (cancelled_by IN ('CONSULTEE', 'CONSULTANT', 'ADMIN', 'SYSTEM')),
    created_at            timestamptz NOT NULL DEFAULT now(),
    updated_at            timestamptz NOT NULL DEFAULT now()
);
-- A slot is held or sold to one invoice at most.
CREATE UNIQUE INDEX bookings_one_active_per_slot ON bookings (cerebroslot_id)
    WHERE status IN ('PENDING', 'CONFIRMED', 'COMPLETED');
CREATE INDEX bookings_invoice ON bookings (invoice_id);
CREATE INDEX bookings_consultee ON bookings (consultee_id);
CREATE INDEX bookings_consultant ON bookings (consultant_id);

CREATE TABLE payment_slips (
    id            bigserial PRIMARY KEY,
    invoice_id    bigint      NOT NULL REFERENCES invoices (id),
    consultee_id  bigint      NOT NULL REFERENCES consultees (id),
    bank_id       bigint      NOT NULL REFERENCES banks (id),
    ref_no        text        NOT NULL DEFAULT '',
    remarks       text        NOT NULL DEFAULT '',
    payment_date  date,
    file_name     text        NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_slips_invoice ON payment_slips (invoice_id, created_at DESC);

-- Every verified gateway notification, once: a replay hits the unique key.
CREATE TABLE payment_notifications (
    id            bigserial PRIMARY KEY,
    invoice_id    bigint      NOT NULL REFERENCES invoices (id),
    payment_id    text        NOT NULL,
    status_code   integer     NOT NULL,
    amount        bigint      NOT NULL,
    currency      text        NOT NULL,
    method        text        NOT NULL DEFAULT '',
    received_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (payment_id, status_code)
);

CREATE TABLE booking_rates (
    id           bigserial PRIMARY KEY,
    booking_id   bigint      NOT NULL REFERENCES bookings (id),
    rater_role   text        NOT NULL CHECK (rater_role IN ('CONSULTEE', 'CONSULTANT')),
    rate         integer     NOT NULL DEFAULT -1 CHECK (rate = -1 OR rate BETWEEN 1 AND 5),
    comment      text        NOT NULL DEFAULT '' CHECK (length(comment) <= 1000),
    has_rated    boolean     NOT NULL DEFAULT false,
    rated_at     timestamptz,
    created_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (booking_id, rater_role)
);

CREATE TABLE refunds (
    id                 bigserial PRIMARY KEY,
    booking_id         bigint      NOT NULL REFERENCES bookings (id),
    invoice_id         bigint      NOT NULL REFERENCES invoices (id),
    cause              text        NOT NULL CHECK (cause IN ('CONSULTEE_CANCEL', 'CONSULTANT_CANCEL', 'CONSULTANT_NO_SHOW', 'TECHNICAL_FAULT', 'SLIP_NOT_REVIEWED')),
    status             text        NOT NULL CHECK (status IN ('REQUESTED', 'APPROVED', 'REJECTED', 'PAID')),
    method             text        NOT NULL CHECK (method IN ('ONLINE', 'SLIP')),
    requested_amount   bigint      NOT NULL CHECK (requested_amount >= 0),
    amount             bigint      CHECK (amount >= 0),
    admin_remark       text        NOT NULL DEFAULT '',
    gateway_refund_id  text,
    created_at         timestamptz NOT NULL DEFAULT now(),
    decided_at         timestamptz,
    paid_at            timestamptz,
    UNIQUE (booking_id)
);

CREATE TABLE penalties (
    id             bigserial PRIMARY KEY,
    consultant_id  bigint      NOT NULL REFERENCES consultants (id),
    booking_id     bigint      NOT NULL UNIQUE REFERENCES bookings (id),
    reason         text        NOT NULL,
    created_at     timestamptz NOT NULL DEFAULT now()
);

-- +goose Down
DROP TABLE penalties, refunds, booking_rates, payment_notifications, payment_slips, bookings,
    invoices, cerebroslots, banks, admins, consultees, consultants, consultant_categories,
    password_resets, users;
