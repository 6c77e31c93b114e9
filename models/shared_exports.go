package models

// Helpers the areas' stores (models/<area>) share, exported for them.

// NotFound turns GORM's missing record into ErrNotFound, so callers test
// one error whichever area's query missed.
func NotFound(err error) error { return notFound(err) }

// Decider is the admin's user id as stored: NULL when no one decided.
func Decider(userID int64) *int64 { return decider(userID) }

// Offset is how many rows come before the page: what OFFSET skips.
func (p Page) Offset() int { return p.offset() }
