-- +goose Up
-- Every admin action that changed something: who, when, what, on what.
CREATE TABLE admin_actions (
    id         bigserial PRIMARY KEY,
    admin_id   bigint REFERENCES users (id) ON DELETE SET NULL,
    admin_email text NOT NULL,
    action     text NOT NULL,
    route      text NOT NULL,
    subject    text NOT NULL DEFAULT '',
    detail     text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_actions_recent ON admin_actions (created_at DESC, id DESC);
CREATE INDEX admin_actions_by_action ON admin_actions (action, created_at DESC);

-- +goose Down
DROP TABLE admin_actions;
