package uploads

import (
	"context"
	"errors"
	"os"
	"path/filepath"
)

// Folder keeps uploads in one folder on disk, a sub-folder per kind: the
// development default (CEREBRO_UPLOAD_STORE=file). Only processes on this
// host see its files.
type Folder struct{ Dir string }

// Write stores a prepared image under its name.
func (s Folder) Write(_ context.Context, kind string, img Image) error {
	if _, err := s.Path(kind, img.Name); err != nil {
		return err
	}
	dir := filepath.Join(s.Dir, kind)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, img.Name), img.Data, 0o640)
}

// Open reads a stored file; only regular files are served.
func (s Folder) Open(_ context.Context, kind, name string) (*File, error) {
	path, err := s.Path(kind, name)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		_ = f.Close()
		return nil, notExist{what: path}
	}
	return &File{ReadSeekCloser: f, Size: info.Size(), ModTime: info.ModTime()}, nil
}

// Remove deletes a stored file; one already gone is not an error.
func (s Folder) Remove(_ context.Context, kind, name string) error {
	path, err := s.Path(kind, name)
	if err != nil {
		return err
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

// List names the regular files of a kind with their modification times;
// a kind never written to lists nothing.
func (s Folder) List(_ context.Context, kind string) ([]Entry, error) {
	if !validKind(kind) {
		return nil, checkName(kind, "")
	}
	entries, err := os.ReadDir(filepath.Join(s.Dir, kind))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Entry
	for _, e := range entries {
		info, err := e.Info()
		if err == nil && info.Mode().IsRegular() {
			out = append(out, Entry{Name: e.Name(), ModTime: info.ModTime()})
		}
	}
	return out, nil
}

// Path returns where a stored file lives, refusing any name this package did
// not generate (so "../" tricks cannot reach other files).
func (s Folder) Path(kind, name string) (string, error) {
	if err := checkName(kind, name); err != nil {
		return "", err
	}
	return filepath.Join(s.Dir, kind, name), nil
}
