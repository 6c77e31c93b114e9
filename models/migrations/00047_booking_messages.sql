-- +goose Up
-- A booking's note (what the consultee would like to discuss, written in the
-- booking dialog) and its thread: the messages its two parties write each
-- other from the booking until rules.MessageWindow after the session, their
-- attachments (PDF, PNG or JPEG, checked by content, stored with the
-- uploads) and how far each party has read and been mailed.
ALTER TABLE bookings ADD COLUMN note text NOT NULL DEFAULT ''
    CONSTRAINT bookings_note_length CHECK (char_length(note) <= 1000);

CREATE TABLE booking_messages (
    id          bigserial PRIMARY KEY,
    booking_id  bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    sender_role text NOT NULL CHECK (sender_role IN ('CONSULTEE', 'CONSULTANT')),
    text        text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_messages_thread ON booking_messages (booking_id, id);

-- An attachment is uploaded first (message_id NULL) and belongs to the
-- booking and the account that sent it; a message then claims it, once.
CREATE TABLE booking_message_attachments (
    id          bigserial PRIMARY KEY,
    booking_id  bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    message_id  bigint REFERENCES booking_messages (id) ON DELETE CASCADE,
    uploader_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name        text NOT NULL UNIQUE,
    file_name   text NOT NULL DEFAULT '',
    media_type  text NOT NULL CHECK (media_type IN ('application/pdf', 'image/png', 'image/jpeg')),
    bytes       bigint NOT NULL CHECK (bytes > 0 AND bytes <= 10485760),
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_message_attachments_message ON booking_message_attachments (message_id);

-- Per booking and party: the last message read in the app and the last one
-- told of by mail, so a mail never repeats what was read or mailed.
CREATE TABLE booking_message_marks (
    booking_id   bigint NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    role         text NOT NULL CHECK (role IN ('CONSULTEE', 'CONSULTANT')),
    read_up_to   bigint NOT NULL DEFAULT 0,
    mailed_up_to bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (booking_id, role)
);

-- +goose Down
DROP TABLE booking_message_marks;
DROP TABLE booking_message_attachments;
DROP TABLE booking_messages;
ALTER TABLE bookings DROP COLUMN note;
