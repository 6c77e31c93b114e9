-- +goose Up
-- A booking moved to a cheaper slot refunds the difference at once (cause
-- RESCHEDULED_CHEAPER), and may still be refunded later (a cancellation, a
-- claim): a booking has at most one difference refund and at most one other
-- refund, instead of one refund in all.
ALTER TABLE refunds DROP CONSTRAINT refunds_cause_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_cause_check CHECK (cause IN ('CONSULTEE_CANCEL', 'CONSULTANT_CANCEL',
    'CONSULTANT_NO_SHOW', 'TECHNICAL_FAULT', 'UNSATISFACTORY', 'SLIP_NOT_REVIEWED', 'UNMATCHED_PAYMENT', 'CUT_SHORT',
    'NOBODY_PRESENT', 'RESCHEDULED_CHEAPER'));
ALTER TABLE refunds ADD CONSTRAINT refunds_difference_of_a_booking
    CHECK (cause <> 'RESCHEDULED_CHEAPER' OR booking_id IS NOT NULL);
ALTER TABLE refunds DROP CONSTRAINT refunds_booking_id_key;
CREATE UNIQUE INDEX refunds_one_difference_per_booking ON refunds (booking_id) WHERE cause = 'RESCHEDULED_CHEAPER';
CREATE UNIQUE INDEX refunds_one_per_booking ON refunds (booking_id) WHERE cause <> 'RESCHEDULED_CHEAPER';

-- +goose Down
DROP INDEX refunds_one_per_booking;
DROP INDEX refunds_one_difference_per_booking;
DELETE FROM refunds WHERE cause = 'RESCHEDULED_CHEAPER';
ALTER TABLE refunds ADD CONSTRAINT refunds_booking_id_key UNIQUE (booking_id);
ALTER TABLE refunds DROP CONSTRAINT refunds_difference_of_a_booking;
ALTER TABLE refunds DROP CONSTRAINT refunds_cause_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_cause_check CHECK (cause IN ('CONSULTEE_CANCEL', 'CONSULTANT_CANCEL',
    'CONSULTANT_NO_SHOW', 'TECHNICAL_FAULT', 'UNSATISFACTORY', 'SLIP_NOT_REVIEWED', 'UNMATCHED_PAYMENT', 'CUT_SHORT',
    'NOBODY_PRESENT'));
