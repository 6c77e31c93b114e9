// Package uploads stores user-supplied images (profile pictures, payment
// slips). A file is accepted only if its content is a real PNG or JPEG of at
// most MaxBytes; it is re-encoded, so no metadata survives, and stored under
// a generated name, never the user's.
package uploads

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"time"

	"cerebro/apperr"
)

// MaxBytes is the largest accepted image (5 MB).
const MaxBytes = 5 << 20

// Messages shown for refused uploads.
const (
	MsgNotImage = "Only PNG or JPEG images are accepted."
	MsgTooLarge = "The image is larger than 5 MB."
	MsgEmpty    = "The file is empty."
)

// Store keeps images in one folder on disk.
type Store struct{ Dir string }

// Kinds of stored files, kept in separate folders: profile images are public,
// payment slips are private.
const (
	KindImage = "images"
	KindSlip  = "slips"
)

var namePattern = regexp.MustCompile(`^[0-9a-f]{32}\.(png|jpg)$`)

// MaxPixels bounds an image's area, so a small file cannot decode into a
// huge one (a decompression bomb).
const MaxPixels = 40_000_000

// MsgTooManyPixels refuses an image over MaxPixels.
const MsgTooManyPixels = "The image is too large: at most 40 megapixels."

// Image is a checked upload, re-encoded: only its pixels survive, so no
// metadata (EXIF, GPS position, camera, comments) reaches the disk.
type Image struct {
	Name string // generated: 32 hex digits and the extension
	Data []byte
}

// Prepare reads at most MaxBytes from r, checks they hold a PNG or JPEG and
// re-encodes it in the same format.
func Prepare(r io.Reader) (Image, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return Image{}, apperr.Invalid(MsgTooLarge)
		}
		return Image{}, err
	}
	ext, err := check(data)
	if err != nil {
		return Image{}, err
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return Image{}, apperr.Invalid(MsgNotImage)
	}
	var out bytes.Buffer
	if ext == "png" {
		err = png.Encode(&out, img)
	} else {
		err = jpeg.Encode(&out, img, &jpeg.Options{Quality: 90})
	}
	if err != nil {
		return Image{}, fmt.Errorf("re-encode %s: %w", ext, err)
	}
	name, err := randomName(ext)
	return Image{Name: name, Data: out.Bytes()}, err
}

// Write stores a prepared image under its name.
func (s Store) Write(kind string, img Image) error {
	if _, err := s.Path(kind, img.Name); err != nil {
		return err
	}
	dir := filepath.Join(s.Dir, kind)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, img.Name), img.Data, 0o640)
}

// Save prepares r and writes it (Prepare, then Write), returning its name.
func (s Store) Save(kind string, r io.Reader) (string, error) {
	img, err := Prepare(r)
	if err != nil {
		return "", err
	}
	return img.Name, s.Write(kind, img)
}

// Remove deletes a stored file; one already gone is not an error.
func (s Store) Remove(kind, name string) error {
	path, err := s.Path(kind, name)
	if err != nil {
		return err
	}
	if err := os.Remove(path); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

// RemoveOrphans deletes the files of a kind written before cutoff that
// inUse does not claim, and returns their names. Newer files are left
// alone: they may be an upload whose profile or slip is being saved.
func (s Store) RemoveOrphans(kind string, cutoff time.Time, inUse func(names []string) (map[string]bool, error)) ([]string, error) {
	entries, err := os.ReadDir(filepath.Join(s.Dir, kind))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var old []string
	for _, e := range entries {
		info, err := e.Info()
		if err == nil && info.Mode().IsRegular() && ValidName(e.Name()) && info.ModTime().Before(cutoff) {
			old = append(old, e.Name())
		}
	}
	if len(old) == 0 {
		return nil, nil
	}
	used, err := inUse(old)
	if err != nil {
		return nil, err
	}
	var removed []string
	for _, name := range old {
		if used[name] {
			continue
		}
		if err := s.Remove(kind, name); err != nil {
			return removed, err
		}
		removed = append(removed, name)
	}
	return removed, nil
}

// check judges the content, not the file name: the magic bytes must say PNG
// or JPEG, the image header must decode, and its area must be sane.
func check(data []byte) (string, error) {
	if len(data) == 0 {
		return "", apperr.Invalid(MsgEmpty)
	}
	if len(data) > MaxBytes {
		return "", apperr.Invalid(MsgTooLarge)
	}
	var ext string
	switch http.DetectContentType(data) {
	case "image/png":
		ext = "png"
	case "image/jpeg":
		ext = "jpg"
	default:
		return "", apperr.Invalid(MsgNotImage)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return "", apperr.Invalid(MsgNotImage)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return "", apperr.Invalid(MsgTooManyPixels)
	}
	return ext, nil
}

// Path returns where a stored file lives, refusing any name this package did
// not generate (so "../" tricks cannot reach other files).
func (s Store) Path(kind, name string) (string, error) {
	if !namePattern.MatchString(name) || (kind != KindImage && kind != KindSlip) {
		return "", apperr.NotFound("No such file.")
	}
	return filepath.Join(s.Dir, kind, name), nil
}

// ValidName reports whether name looks like a generated file name.
func ValidName(name string) bool { return namePattern.MatchString(name) }

func randomName(ext string) (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("random name: %w", err)
	}
	return hex.EncodeToString(b) + "." + ext, nil
}
