-- +goose Up
-- A consultee may report a session as unsatisfactory (the admin decides;
-- undecided, nothing is refunded), beside a technical fault.
ALTER TABLE refunds DROP CONSTRAINT refunds_cause_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_cause_check CHECK (cause IN ('CONSULTEE_CANCEL', 'CONSULTANT_CANCEL',
    'CONSULTANT_NO_SHOW', 'TECHNICAL_FAULT', 'UNSATISFACTORY', 'SLIP_NOT_REVIEWED', 'UNMATCHED_PAYMENT', 'CUT_SHORT',
    'NOBODY_PRESENT'));

-- +goose Down
ALTER TABLE refunds DROP CONSTRAINT refunds_cause_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_cause_check CHECK (cause IN ('CONSULTEE_CANCEL', 'CONSULTANT_CANCEL',
    'CONSULTANT_NO_SHOW', 'TECHNICAL_FAULT', 'SLIP_NOT_REVIEWED', 'UNMATCHED_PAYMENT', 'CUT_SHORT', 'NOBODY_PRESENT'));
