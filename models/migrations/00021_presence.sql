-- +goose Up
-- Presence evidence: what each party's browser reported from the video room
-- (the Jitsi IFrame API's events and a heartbeat every 30 s). The session
-- workflow reads the aggregate once, a minute after the end, and decides the
-- booking's outcome from it; heartbeats never reach its history.
CREATE TABLE presence_reports (
    id          bigserial   PRIMARY KEY,
    booking_id  bigint      NOT NULL REFERENCES bookings (id),
    party       text        NOT NULL CHECK (party IN ('CONSULTEE', 'CONSULTANT')),
    event       text        NOT NULL CHECK (event IN ('videoConferenceJoined', 'videoConferenceLeft',
                                'participantJoined', 'participantLeft', 'heartbeat')),
    at          timestamptz NOT NULL,
    received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX presence_reports_booking ON presence_reports (booking_id, party, at, id);

-- What the session came to, decided from the evidence a minute after the end.
ALTER TABLE bookings ADD COLUMN outcome text CHECK (outcome IN ('HELD', 'CONSULTANT_NO_SHOW', 'CONSULTEE_NO_SHOW',
    'CUT_SHORT', 'NOBODY_PRESENT'));

-- Two more refund causes: a session cut short (the admin decides) and one
-- nobody attended (refunded in full, no penalty).
ALTER TABLE refunds DROP CONSTRAINT refunds_cause_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_cause_check CHECK (cause IN ('CONSULTEE_CANCEL', 'CONSULTANT_CANCEL',
    'CONSULTANT_NO_SHOW', 'TECHNICAL_FAULT', 'SLIP_NOT_REVIEWED', 'UNMATCHED_PAYMENT', 'CUT_SHORT', 'NOBODY_PRESENT'));

-- +goose Down
ALTER TABLE refunds DROP CONSTRAINT refunds_cause_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_cause_check CHECK (cause IN ('CONSULTEE_CANCEL', 'CONSULTANT_CANCEL',
    'CONSULTANT_NO_SHOW', 'TECHNICAL_FAULT', 'SLIP_NOT_REVIEWED', 'UNMATCHED_PAYMENT'));
ALTER TABLE bookings DROP COLUMN outcome;
DROP TABLE presence_reports;
