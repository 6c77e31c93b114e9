-- +goose Up
-- Who entered and left each booking's room, as the video service saw it:
-- JaaS webhooks, or our prosody module on a self-hosted Jitsi (README,
-- Video events). One row per delivered event, once (idempotency_key);
-- at is the service's own time, which orders them.
CREATE TABLE video_events (
    id              bigserial   PRIMARY KEY,
    idempotency_key text        NOT NULL UNIQUE,
    source          text        NOT NULL CHECK (source IN ('jaas', 'jitsi')),
    booking_id      bigint      NOT NULL REFERENCES bookings (id),
    event_type      text        NOT NULL CHECK (event_type IN ('ROOM_CREATED', 'ROOM_DESTROYED',
                                    'PARTICIPANT_JOINED', 'PARTICIPANT_LEFT')),
    party           text        CHECK (party IN ('CONSULTEE', 'CONSULTANT')),
    participant     text        NOT NULL DEFAULT '',
    session_id      text        NOT NULL DEFAULT '',
    at              timestamptz NOT NULL,
    received_at     timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT video_events_party_of_participants
        CHECK ((event_type IN ('PARTICIPANT_JOINED', 'PARTICIPANT_LEFT')) = (party IS NOT NULL))
);
CREATE INDEX video_events_booking ON video_events (booking_id, at, id);

-- +goose Down
DROP TABLE video_events;
