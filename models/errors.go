package models

import (
	"errors"

	"gorm.io/gorm"
)

// The kinds of failure every area's queries share; an area's own refusals
// (a taken email, a slot no longer available) are declared in its package.
var (
	// ErrNotFound is returned when a looked-up row does not exist.
	ErrNotFound = errors.New("not found")
	// ErrInUse is returned when deleting a row that others still refer to.
	ErrInUse = errors.New("in use")
	// ErrDuplicate is returned when a unique name is taken.
	ErrDuplicate = errors.New("duplicate")
)

// NotFound turns GORM's missing row into ErrNotFound; other errors pass.
func NotFound(err error) error {
	if errors.Is(err, gorm.ErrRecordNotFound) {
		return ErrNotFound
	}
	return err
}

// notFound is NotFound for the queries still in this package.
func notFound(err error) error { return NotFound(err) }

// IsForeignKeyViolation reports a row still referred to, or referring to a
// missing one (SQLSTATE 23503).
func IsForeignKeyViolation(err error) bool { return isPgCode(err, "23503") }

// IsDeadlock reports a transaction PostgreSQL aborted as a deadlock's
// victim (SQLSTATE 40P01); running it again is safe.
func IsDeadlock(err error) bool { return isPgCode(err, "40P01") }
