-- +goose Up
-- The discount a promo code took off an invoice (issue 34, point 6).
-- invoices.total_amount is what the consultee pays: the slots' prices less
-- discount_cents; platform_amount and consultant_amount stay the shares of
-- the full price (the platform bears the discount, which the ledger books on
-- its promo_discounts account). promo_code keeps the code as applied, for
-- the invoice and its receipt. Each booking carries its part of the
-- discount, so its refunds never return more than was paid for it.
ALTER TABLE invoices
    ADD COLUMN discount_cents bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
    ADD COLUMN promo_code_id  bigint REFERENCES promo_codes (id),
    ADD COLUMN promo_code     text   NOT NULL DEFAULT '';
ALTER TABLE invoices DROP CONSTRAINT invoices_check,
    ADD CONSTRAINT invoices_shares_of_full_price CHECK (platform_amount + consultant_amount = total_amount + discount_cents);
ALTER TABLE bookings
    ADD COLUMN discount_cents bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0);

-- A refund of a discounted booking never returns more than was paid for it
-- (its slot's price less its discount): whatever computed the amount (the
-- refund policy works from the slot's price, the admin types one), the row
-- keeps at most that. A cheaper reschedule's difference is computed with
-- the discount already (models/session/reschedule.go).
-- +goose StatementBegin
CREATE FUNCTION refunds_at_most_paid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    paid bigint;
BEGIN
    IF NEW.booking_id IS NULL OR NEW.cause = 'RESCHEDULED_CHEAPER' THEN
        RETURN NEW;
    END IF;
    SELECT greatest(s.price - b.discount_cents, 0) INTO paid
      FROM bookings b JOIN cerebroslots s ON s.id = b.cerebroslot_id
     WHERE b.id = NEW.booking_id AND b.discount_cents > 0;
    IF NOT FOUND THEN
        RETURN NEW;
    END IF;
    IF NEW.requested_amount > paid THEN NEW.requested_amount := paid; END IF;
    IF NEW.suggested_amount > paid THEN NEW.suggested_amount := paid; END IF;
    IF NEW.amount > paid THEN NEW.amount := paid; END IF;
    RETURN NEW;
END
$$;
-- +goose StatementEnd
CREATE TRIGGER refunds_at_most_paid BEFORE INSERT OR UPDATE OF amount, requested_amount, suggested_amount ON refunds
    FOR EACH ROW EXECUTE FUNCTION refunds_at_most_paid();

-- +goose Down
DROP TRIGGER refunds_at_most_paid ON refunds;
DROP FUNCTION refunds_at_most_paid();
ALTER TABLE bookings DROP COLUMN discount_cents;
ALTER TABLE invoices DROP CONSTRAINT invoices_shares_of_full_price,
    ADD CONSTRAINT invoices_check CHECK (platform_amount + consultant_amount = total_amount);
ALTER TABLE invoices DROP COLUMN promo_code, DROP COLUMN promo_code_id, DROP COLUMN discount_cents;
