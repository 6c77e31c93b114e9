-- +goose Up
-- A profile's time zone becomes an IANA name (issue 21: "the viewer's time"): the hours east of UTC
-- could only ever be Sri Lanka's 5.5, and an offset cannot follow daylight saving where a consultee
-- abroad lives. Every stored 5.5 is Asia/Colombo.
ALTER TABLE consultees ALTER COLUMN time_zone DROP DEFAULT;
ALTER TABLE consultees ALTER COLUMN time_zone TYPE text USING 'Asia/Colombo';
ALTER TABLE consultees ALTER COLUMN time_zone SET DEFAULT 'Asia/Colombo';
ALTER TABLE consultants ALTER COLUMN time_zone DROP DEFAULT;
ALTER TABLE consultants ALTER COLUMN time_zone TYPE text USING 'Asia/Colombo';
ALTER TABLE consultants ALTER COLUMN time_zone SET DEFAULT 'Asia/Colombo';

-- +goose Down
ALTER TABLE consultants ALTER COLUMN time_zone DROP DEFAULT;
ALTER TABLE consultants ALTER COLUMN time_zone TYPE numeric(4,2) USING 5.5;
ALTER TABLE consultants ALTER COLUMN time_zone SET DEFAULT 5.5;
ALTER TABLE consultees ALTER COLUMN time_zone DROP DEFAULT;
ALTER TABLE consultees ALTER COLUMN time_zone TYPE numeric(4,2) USING 5.5;
ALTER TABLE consultees ALTER COLUMN time_zone SET DEFAULT 5.5;
