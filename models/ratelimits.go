package models

import (
	"context"
	"time"

	"gorm.io/gorm"
)

// RateLimits keeps the API's rate limits in PostgreSQL (table rate_limits,
// migration 00043), so every api replica counts against the same limit: a
// client that spent its burst through one replica is refused by the others.
// Each limit is a GCRA (generic cell rate algorithm) bucket: one moment per
// route and client, the theoretical arrival time (tat), when the bucket is
// full again. It behaves as a token bucket of burst calls refilled one every
// interval, and is one row and one statement per request.
type RateLimits struct {
	db *gorm.DB
}

// NewRateLimits keeps rate limits in db's rate_limits table.
func NewRateLimits(db *gorm.DB) *RateLimits { return &RateLimits{db: db} }

// take spends one call of key's bucket, or, with the bucket empty, reports
// how long until it holds one again. The UPSERT moves tat on by one
// interval (from now if it had passed), only while that leaves tat at most
// burst intervals ahead of now; a refused call changes nothing, and its
// wait is read from the row as the statement's snapshot saw it. Every
// moment is PostgreSQL's (statement_timestamp), one clock for every replica.
const take = `
WITH taken AS (
    INSERT INTO rate_limits AS r (key, tat)
    VALUES (@key, statement_timestamp() + make_interval(secs => CAST(@step AS float8)))
    ON CONFLICT (key) DO UPDATE
        SET tat = greatest(r.tat, statement_timestamp()) + make_interval(secs => CAST(@step AS float8))
        WHERE greatest(r.tat, statement_timestamp()) <= statement_timestamp() + make_interval(secs => CAST(@step AS float8) * (CAST(@burst AS int) - 1))
    RETURNING r.tat)
SELECT true AS allowed, 0::float8 AS wait FROM taken
UNION ALL
SELECT false, extract(epoch FROM r.tat - statement_timestamp() - make_interval(secs => CAST(@step AS float8) * (CAST(@burst AS int) - 1)))::float8
    FROM rate_limits r WHERE r.key = @key AND NOT EXISTS (SELECT 1 FROM taken)`

// Take spends one call of key's bucket (burst calls, one more every
// interval). It reports 0 when the call may go ahead, else how long until
// one may.
func (l *RateLimits) Take(ctx context.Context, key string, every time.Duration, burst int) (time.Duration, error) {
	var rows []struct {
		Allowed bool
		Wait    float64
	}
	err := l.db.WithContext(ctx).Raw(take, map[string]any{"key": key, "step": every.Seconds(), "burst": burst}).Scan(&rows).Error
	if err != nil || len(rows) == 0 || rows[0].Allowed {
		// No row at all: the sweep removed the bucket between the two
		// halves of the statement, so it was full.
		return 0, err
	}
	// A snapshot older than the row the UPSERT locked can understate the
	// wait, even to nothing; a refused call still waits a moment.
	return max(time.Duration(rows[0].Wait*float64(time.Second)), time.Millisecond), nil
}

// sweepBatch bounds one statement of the sweep, keeping its locks short.
const sweepBatch = 5000

// Sweep deletes every bucket whose moment has passed (full again, the same
// as no row), sweepBatch at a time until none is left or ctx ends. It finds
// them through tat's index, never reading the live ones; a bucket a request
// moved on meanwhile is kept (tat checked again under the row's lock). It
// reports how many it deleted.
func (l *RateLimits) Sweep(ctx context.Context) (int64, error) {
	var total int64
	for {
		res := l.db.WithContext(ctx).Exec(`DELETE FROM rate_limits WHERE key IN (
            SELECT key FROM rate_limits WHERE tat < statement_timestamp() ORDER BY tat LIMIT ?)
            AND tat < statement_timestamp()`, sweepBatch)
		total += res.RowsAffected
		if res.Error != nil || res.RowsAffected < sweepBatch {
			return total, res.Error
		}
	}
}
