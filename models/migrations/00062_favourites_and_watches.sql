-- +goose Up
-- A consultee's favourite consultants (listed on their dashboard), and the
-- consultants they asked to be told about when next they publish
-- availability: a watch is told once (told_at), and asking again re-arms it.
CREATE TABLE favourites (
    user_id       bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    consultant_id bigint      NOT NULL REFERENCES consultants (id) ON DELETE CASCADE,
    created_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, consultant_id)
);

CREATE TABLE consultant_watches (
    user_id       bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    consultant_id bigint      NOT NULL REFERENCES consultants (id) ON DELETE CASCADE,
    created_at    timestamptz NOT NULL DEFAULT now(),
    told_at       timestamptz,
    PRIMARY KEY (user_id, consultant_id)
);
-- The watchers still to tell of one consultant, found at every publish.
CREATE INDEX consultant_watches_waiting ON consultant_watches (consultant_id) WHERE told_at IS NULL;

-- +goose Down
DROP TABLE consultant_watches;
DROP TABLE favourites;
