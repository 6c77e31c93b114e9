-- +goose Up
-- An attachment uploaded and never sent is swept by the upload cleaner a
-- day later: its file is removed and its row marked, so a message that
-- names it afterwards is told it is gone (410), not that it is someone
-- else's.
ALTER TABLE booking_message_attachments ADD COLUMN swept_at timestamptz;

-- +goose Down
ALTER TABLE booking_message_attachments DROP COLUMN swept_at;
