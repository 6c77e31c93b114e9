-- +goose Up
-- Reviews answered and moderated (issue 33, point 3). A review is a consultee's rating of a held session
-- (booking_rates, rater_role CONSULTEE, has_rated); a consultant's rating of a consultee is never public
-- and is not a review. The consultant reviewed replies once (reply, replied_at); anyone signed in reports
-- a review once (review_reports); the admin hides or restores one with a reason (hidden_at, the last
-- decision's reason and time in moderation_reason, moderated_at; who decided is in the audit log).
ALTER TABLE booking_rates
    ADD COLUMN reply             text CHECK (length(reply) BETWEEN 1 AND 1000),
    ADD COLUMN replied_at        timestamptz,
    ADD COLUMN hidden_at         timestamptz,                       -- NULL: shown
    ADD COLUMN moderation_reason text CHECK (length(moderation_reason) <= 500),
    ADD COLUMN moderated_at      timestamptz,
    ADD CONSTRAINT booking_rates_reply_once CHECK ((reply IS NULL) = (replied_at IS NULL));

CREATE TABLE review_reports (
    id         bigserial PRIMARY KEY,
    rate_id    bigint      NOT NULL REFERENCES booking_rates (id),
    user_id    bigint      NOT NULL REFERENCES users (id),
    reason     text        NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (rate_id, user_id)
);
CREATE INDEX review_reports_latest ON review_reports (rate_id, created_at DESC);

-- A hidden review leaves the consultant's rating (and so the search's rating order) and comes back when
-- restored: the refresh counts shown reviews only, and hiding or restoring fires it.
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION consultant_rating_refresh(consultant bigint) RETURNS void LANGUAGE sql AS $$
    UPDATE consultant_search s SET rating_avg = r.average, rating_count = r.n
      FROM (SELECT round(avg(rt.rate), 2) AS average, count(*)::integer AS n
              FROM booking_rates rt JOIN bookings b ON b.id = rt.booking_id
             WHERE b.consultant_id = consultant AND rt.rater_role = 'CONSULTEE' AND rt.has_rated
               AND rt.hidden_at IS NULL) r
     WHERE s.id = consultant;
$$;
-- +goose StatementEnd
DROP TRIGGER consultant_rating_update ON booking_rates;
CREATE TRIGGER consultant_rating_update AFTER UPDATE ON booking_rates
    FOR EACH ROW WHEN ((OLD.has_rated, OLD.rate, OLD.hidden_at IS NULL) IS DISTINCT FROM (NEW.has_rated, NEW.rate, NEW.hidden_at IS NULL))
    EXECUTE FUNCTION consultant_rating_changed();

-- +goose Down
DROP TRIGGER consultant_rating_update ON booking_rates;
CREATE TRIGGER consultant_rating_update AFTER UPDATE ON booking_rates
    FOR EACH ROW WHEN ((OLD.has_rated, OLD.rate) IS DISTINCT FROM (NEW.has_rated, NEW.rate)) EXECUTE FUNCTION consultant_rating_changed();
-- +goose StatementBegin
CREATE OR REPLACE FUNCTION consultant_rating_refresh(consultant bigint) RETURNS void LANGUAGE sql AS $$
    UPDATE consultant_search s SET rating_avg = r.average, rating_count = r.n
      FROM (SELECT round(avg(rt.rate), 2) AS average, count(*)::integer AS n
              FROM booking_rates rt JOIN bookings b ON b.id = rt.booking_id
             WHERE b.consultant_id = consultant AND rt.rater_role = 'CONSULTEE' AND rt.has_rated) r
     WHERE s.id = consultant;
$$;
-- +goose StatementEnd
DROP TABLE review_reports;
ALTER TABLE booking_rates DROP CONSTRAINT booking_rates_reply_once, DROP COLUMN moderated_at,
    DROP COLUMN moderation_reason, DROP COLUMN hidden_at, DROP COLUMN replied_at, DROP COLUMN reply;
