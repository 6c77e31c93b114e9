// Package uploads stores user-supplied images (profile pictures, payment
// slips). A file is accepted only if its content is a real PNG or JPEG of at
// most MaxBytes whose header promises pixels that fit MaxDecodedBytes; it is
// re-encoded (a few at a time per process: the decoding pool), so no
// metadata survives, and stored under a generated name, never the user's.
package uploads

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"
	"regexp"

	"cerebro/apperr"
)

// MaxBytes is the largest accepted image (5 MB).
const MaxBytes = 5 << 20

// The English messages of ErrNotImage and ErrTooLarge, which tests compare.
const (
	MsgNotImage = "Only PNG or JPEG images are accepted."
	MsgTooLarge = "The image is larger than 5 MB."
)

// Kinds of stored files, kept in separate folders: profile images are public,
// payment slips and registration documents are private.
const (
	KindImage      = "images"
	KindSlip       = "slips"
	KindCredential = "credentials"
)

var namePattern = regexp.MustCompile(`^[0-9a-f]{32}\.(png|jpg|pdf)$`)

// Image is a checked upload, re-encoded: only its pixels survive, so no
// metadata (EXIF, GPS position, camera, comments) reaches the disk.
type Image struct {
	Name string // generated: 32 hex digits and the extension
	Data []byte
}

// Pending is an upload read and judged from its header, not yet decoded:
// what it costs is known before any work is done on its pixels.
type Pending struct {
	Name string // generated: 32 hex digits and the extension
	data []byte
	ext  string
	cost int64 // bytes its decoding would allocate
}

// Size is the number of bytes uploaded.
func (p Pending) Size() int64 { return int64(len(p.data)) }

// Inspect reads at most MaxBytes from r and judges them without decoding
// the pixels: a PNG or JPEG by content, whose header decodes and whose
// pixels would fit in MaxDecodedBytes (a *Refusal otherwise).
func Inspect(r io.Reader) (Pending, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) {
			return Pending{}, apperr.New(ErrTooLarge)
		}
		return Pending{}, err
	}
	ext, need, err := check(data)
	if err != nil {
		return Pending{}, err
	}
	name, err := randomName(ext)
	return Pending{Name: name, data: data, ext: ext, cost: need}, err
}

// Reencode decodes the image and encodes it again in the same format,
// holding its share of the decoding pool meanwhile (a 503 *Refusal when
// the pool stays full).
func (p Pending) Reencode(ctx context.Context) (Image, error) {
	release, err := decodes.acquire(ctx, p.cost+2*int64(len(p.data))+1<<20)
	if err != nil {
		return Image{}, err
	}
	defer release()
	var img image.Image
	if p.ext == "png" {
		img, err = png.Decode(bytes.NewReader(p.data))
	} else {
		img, err = jpeg.Decode(bytes.NewReader(p.data))
	}
	if err != nil {
		return Image{}, apperr.New(ErrNotImage)
	}
	out := &cappedBuffer{limit: MaxStoredBytes}
	if p.ext == "png" {
		err = png.Encode(out, img)
	} else {
		err = jpeg.Encode(out, img, &jpeg.Options{Quality: 90})
	}
	if errors.Is(err, errStoredTooLarge) {
		return Image{}, apperr.New(ErrTooLarge)
	}
	if err != nil {
		return Image{}, fmt.Errorf("re-encode %s: %w", p.ext, err)
	}
	return Image{Name: p.Name, Data: out.Bytes()}, nil
}

// Prepare inspects r and re-encodes it (Inspect, then Reencode).
func Prepare(r io.Reader) (Image, error) {
	p, err := Inspect(r)
	if err != nil {
		return Image{}, err
	}
	return p.Reencode(context.Background())
}

// check judges the content, not the file name: the magic bytes must say PNG
// or JPEG, the image header must decode, and what decoding it would take
// must fit MaxDecodedBytes. It answers the extension and that cost.
func check(data []byte) (string, int64, error) {
	if len(data) == 0 {
		return "", 0, apperr.New(errEmpty)
	}
	if len(data) > MaxBytes {
		return "", 0, apperr.New(ErrTooLarge)
	}
	var ext string
	switch http.DetectContentType(data) {
	case "image/png":
		ext = "png"
	case "image/jpeg":
		ext = "jpg"
	default:
		return "", 0, apperr.New(ErrNotImage)
	}
	need, err := cost(ext, data)
	if err != nil || need <= 0 {
		return "", 0, apperr.New(ErrNotImage)
	}
	if need > MaxDecodedBytes {
		return "", 0, tooLarge(need)
	}
	return ext, need, nil
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
