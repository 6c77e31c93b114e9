package uploads

import (
	"context"
	"io"
	"io/fs"
	"slices"
	"time"

	"cerebro/apperr"
)

// Store is where stored uploads live: a folder on this host (Folder, the
// development default) or an S3 bucket that every host shares (Bucket).
// Files are addressed by kind and generated name; every method refuses a
// name this package did not generate.
type Store interface {
	// Write stores a prepared image under its name.
	Write(ctx context.Context, kind string, img Image) error
	// Open reads a stored file; a missing one is an error matching
	// fs.ErrNotExist.
	Open(ctx context.Context, kind, name string) (*File, error)
	// Remove deletes a stored file; one already gone is not an error.
	Remove(ctx context.Context, kind, name string) error
	// List names the stored files of a kind with when each was written.
	List(ctx context.Context, kind string) ([]Entry, error)
}

// File is a stored file opened for reading (and seeking, so it can be
// served with ranges).
type File struct {
	io.ReadSeekCloser
	Size    int64
	ModTime time.Time
}

// Entry is one stored file in a listing.
type Entry struct {
	Name    string
	ModTime time.Time
}

// Save prepares r and writes it to s (Prepare, then Write), returning its name.
func Save(ctx context.Context, s Store, kind string, r io.Reader) (string, error) {
	img, err := Prepare(r)
	if err != nil {
		return "", err
	}
	return img.Name, s.Write(ctx, kind, img)
}

// Exists reports whether s holds a file of that kind and name.
func Exists(ctx context.Context, s Store, kind, name string) bool {
	f, err := s.Open(ctx, kind, name)
	if err != nil {
		return false
	}
	_ = f.Close()
	return true
}

// RemoveOrphans deletes the files of a kind written before cutoff that
// inUse does not name among those it is asked about, and returns their
// names. Newer files are left alone: they may be an upload whose profile
// or slip is being saved.
func RemoveOrphans(ctx context.Context, s Store, kind string, cutoff time.Time, inUse func(names []string) ([]string, error)) ([]string, error) {
	entries, err := s.List(ctx, kind)
	if err != nil {
		return nil, err
	}
	var old []string
	for _, e := range entries {
		if ValidName(e.Name) && e.ModTime.Before(cutoff) {
			old = append(old, e.Name)
		}
	}
	if len(old) == 0 {
		return nil, nil
	}
	inUseNames, err := inUse(old)
	if err != nil {
		return nil, err
	}
	used := make(map[string]bool, len(inUseNames))
	for _, name := range inUseNames {
		used[name] = true
	}
	var removed []string
	for _, name := range old {
		if used[name] {
			continue
		}
		if err := s.Remove(ctx, kind, name); err != nil {
			return removed, err
		}
		removed = append(removed, name)
	}
	return removed, nil
}

// checkName refuses any kind or name this package did not generate (so
// "../" tricks cannot reach other files or keys).
func checkName(kind, name string) error {
	if !namePattern.MatchString(name) || !validKind(kind) {
		return apperr.New(ErrNoSuchFile)
	}
	return nil
}

func validKind(kind string) bool { return slices.Contains(kinds, kind) }

// kinds are the kinds of stored files, each kept apart: the upload cleaner
// sweeps each and a move to a bucket copies each. An attachment is kept by
// the message that sent it; one never sent is swept like an orphan.
var kinds = []string{KindImage, KindSlip, KindCredential, KindAttachment}

// Kinds are the kinds of stored files (a copy: kinds stays as it is).
func Kinds() []string { return slices.Clone(kinds) }

// notExist wraps fs.ErrNotExist so callers test one error whatever the store.
type notExist struct{ what string }

func (e notExist) Error() string { return e.what + ": no such stored file" }
func (e notExist) Unwrap() error { return fs.ErrNotExist }
