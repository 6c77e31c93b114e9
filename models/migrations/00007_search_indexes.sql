-- +goose Up
-- Name search at 100,000 consultants (BENCHMARKS.md, "Search"): the
-- name-ordered index carries display_name too, so walking it in name order
-- and testing the name part never reads the table's rows.
DROP INDEX consultants_status_name;
CREATE INDEX consultants_status_name ON consultants (status, first_name, last_name, id) INCLUDE (display_name);

-- +goose Down
DROP INDEX consultants_status_name;
CREATE INDEX consultants_status_name ON consultants (status, first_name, last_name, id);
