package models

// Helpers the areas' stores share (models/<area>).

// NotFound turns GORM's missing record into ErrNotFound, so callers test
// one error whichever area's query missed.
func NotFound(err error) error { return notFound(err) }

// Decider is the admin's user id as stored: NULL when no one decided.
func Decider(userID int64) *int64 {
	if userID <= 0 {
		return nil
	}
	return &userID
}

// decider is Decider for this package's own queries.
func decider(userID int64) *int64 { return Decider(userID) }

// Offset is the number of rows before the page.
func (p Page) Offset() int { return p.offset() }
