// Package privacy is a person's data as their own (Sri Lanka's Personal Data
// Protection Act, No. 9 of 2022): everything about an account in one export,
// and closing the account, which erases or anonymises the person and keeps
// the financial records the law requires. Each business area contributes a
// Part: its export, what stops a closure, and what it erases.
package privacy

import (
	"context"
	"database/sql"
	"time"

	"gorm.io/gorm"

	"cerebro/models"
)

// Person is the account a request is about, with its profiles (0: none).
type Person struct {
	UserID       int64
	Role         models.Role
	ConsulteeID  int64
	ConsultantID int64
}

// File is one stored upload: its kind ("images", "slips") and name.
type File struct{ Kind, Name string }

// Part is one business area's share of a person's data. Every function is
// optional (nil: the area has nothing of that kind).
type Part struct {
	// Name is the export's file for the area: <Name>.json.
	Name string
	// Export is the area's rows about the person, as JSON.
	Export func(ctx context.Context, db *gorm.DB, p Person) (any, error)
	// Files are the stored uploads the export carries.
	Files func(ctx context.Context, db *gorm.DB, p Person) ([]File, error)
	// Refuse is an *apperr.Error when the account cannot close yet (money
	// owed, a session ahead), in the closure's transaction.
	Refuse func(ctx context.Context, tx *gorm.DB, p Person, now time.Time) error
	// Erase erases or anonymises the area's rows in the closure's
	// transaction and names the stored files to delete once it commits.
	Erase func(ctx context.Context, tx *gorm.DB, p Person, now time.Time) ([]File, error)
}

// Store exports and closes accounts over one database handle.
type Store struct {
	db    *gorm.DB
	parts []Part
}

// New is the privacy store over db with the parts of the areas this package
// knows (Parts) and those other areas add (messages, credentials, review
// replies: see models/stores).
func New(db *gorm.DB, more ...Part) *Store {
	return &Store{db: db, parts: append(Parts(), more...)}
}

// Section is one area's part of an export.
type Section struct {
	Name string
	Data any
}

// Export is everything about a person: a section per area and the stored
// files to carry along.
type Export struct {
	Sections []Section
	Files    []File
}

// Export reads everything about the account, in one read-only snapshot so
// the sections agree with each other.
func (s *Store) Export(ctx context.Context, userID int64) (Export, error) {
	var out Export
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		p, err := personOf(tx, userID)
		if err != nil {
			return err
		}
		for _, part := range s.parts {
			if err := exportPart(ctx, tx, part, p, &out); err != nil {
				return err
			}
		}
		return nil
	}, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	return out, err
}

func exportPart(ctx context.Context, tx *gorm.DB, part Part, p Person, out *Export) error {
	if part.Export != nil {
		data, err := part.Export(ctx, tx, p)
		if err != nil {
			return err
		}
		out.Sections = append(out.Sections, Section{Name: part.Name, Data: data})
	}
	if part.Files != nil {
		files, err := part.Files(ctx, tx, p)
		if err != nil {
			return err
		}
		out.Files = append(out.Files, files...)
	}
	return nil
}

// Close closes the account: refused with the first part's *apperr.Error
// while anything stops it, else every part erases its rows in one
// transaction. It names the stored files to delete now that nothing refers
// to them. The account row is locked first, so two closures do not race.
func (s *Store) Close(ctx context.Context, userID int64, now time.Time) ([]File, error) {
	var files []File
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Exec(`SELECT 1 FROM users WHERE id = ? FOR UPDATE`, userID).Error; err != nil {
			return err
		}
		p, err := personOf(tx, userID)
		if err != nil {
			return err
		}
		if err := s.refuse(ctx, tx, p, now); err != nil {
			return err
		}
		files, err = s.erase(ctx, tx, p, now)
		return err
	})
	return files, err
}

// Refusal is why the account cannot close now (an *apperr.Error), or nil.
func (s *Store) Refusal(ctx context.Context, userID int64, now time.Time) error {
	db := s.db.WithContext(ctx)
	p, err := personOf(db, userID)
	if err != nil {
		return err
	}
	return s.refuse(ctx, db, p, now)
}

func (s *Store) refuse(ctx context.Context, tx *gorm.DB, p Person, now time.Time) error {
	for _, part := range s.parts {
		if part.Refuse == nil {
			continue
		}
		if err := part.Refuse(ctx, tx, p, now); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) erase(ctx context.Context, tx *gorm.DB, p Person, now time.Time) ([]File, error) {
	var files []File
	for _, part := range s.parts {
		if part.Erase == nil {
			continue
		}
		gone, err := part.Erase(ctx, tx, p, now)
		if err != nil {
			return nil, err
		}
		files = append(files, gone...)
	}
	return files, nil
}

// personOf finds an open account and its profiles; a closed or missing one
// is models.ErrNotFound.
func personOf(db *gorm.DB, userID int64) (Person, error) {
	var rows []Person
	err := db.Raw(`SELECT u.id AS user_id, u.role,
			COALESCE((SELECT id FROM consultees WHERE user_id = u.id), 0) AS consultee_id,
			COALESCE((SELECT id FROM consultants WHERE user_id = u.id), 0) AS consultant_id
		FROM users u WHERE u.id = ? AND u.closed_at IS NULL`, userID).Scan(&rows).Error
	if err == nil && len(rows) == 0 {
		return Person{}, models.ErrNotFound
	}
	if err != nil {
		return Person{}, err
	}
	return rows[0], nil
}

// rows runs a query and answers its rows as JSON objects keyed by column,
// never null, for an export.
func rows(db *gorm.DB, query string, args ...any) ([]map[string]any, error) {
	out := []map[string]any{}
	err := db.Raw(query, args...).Scan(&out).Error
	return out, err
}
