-- +goose Up
-- The API's rate limits, shared by every api replica (README, Replicas):
-- one row per limited route and client (an account, an IPv4 address or an
-- IPv6 /64), holding the GCRA's theoretical arrival time — the moment the
-- client's bucket is full again. A request moves it on by the rule's
-- interval in one UPSERT, refused while that would pass burst × interval
-- ahead of now. A row whose moment has passed is a full bucket, the same as
-- no row, so the sweep deletes it through tat's index without reading the
-- others. UNLOGGED: a counter lost in a crash only forgives a few requests,
-- and the busiest writes of the API stay out of the WAL and its archive.
CREATE UNLOGGED TABLE rate_limits (
    key   text        PRIMARY KEY,
    tat   timestamptz NOT NULL
);
CREATE INDEX rate_limits_tat ON rate_limits (tat);

-- +goose Down
DROP TABLE rate_limits;
