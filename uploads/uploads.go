// Package uploads stores user-supplied images (profile pictures, payment
// slips). A file is accepted only if its content is a real PNG or JPEG of at
// most MaxBytes; it is stored under a generated name, never the user's.
package uploads

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // registers the JPEG decoder used to check uploads
	_ "image/png"  // registers the PNG decoder used to check uploads
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"

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

// Save checks r holds a PNG or JPEG of at most MaxBytes and stores it,
// returning the generated name.
func (s Store) Save(kind string, r io.Reader) (string, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return "", apperr.Invalid(MsgTooLarge)
		}
		return "", err
	}
	ext, err := check(data)
	if err != nil {
		return "", err
	}
	name, err := randomName(ext)
	if err != nil {
		return "", err
	}
	dir := filepath.Join(s.Dir, kind)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o640); err != nil {
		return "", err
	}
	return name, nil
}

// check judges the content, not the file name: the magic bytes must say PNG
// or JPEG and the image header must decode.
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
	if _, _, err := image.DecodeConfig(bytes.NewReader(data)); err != nil {
		return "", apperr.Invalid(MsgNotImage)
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
