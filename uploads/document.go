package uploads

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"

	"cerebro/apperr"
)

// Refusals of a document (a registration certificate): PDF, PNG or JPEG by
// content, at most MaxBytes.
const (
	ErrNotDocument      apperr.Code = "upload.not_document"
	ErrDocumentTooLarge apperr.Code = "upload.document_too_large"
)

// pdfTail is how far from the end a PDF's %%EOF marker may sit (writers
// leave a line break or two, some a little more).
const pdfTail = 1024

// PrepareDocument reads at most MaxBytes from r and judges them by content,
// never by the name or Content-Type the sender gave: a PDF (its header and
// its end-of-file marker) is kept as sent; a PNG or JPEG is checked and
// re-encoded as a profile image is, so no metadata survives. Anything else
// is ErrNotDocument.
func PrepareDocument(ctx context.Context, r io.Reader) (Image, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	var maxErr *http.MaxBytesError
	switch {
	case errors.As(err, &maxErr) || len(data) > MaxBytes:
		return Image{}, apperr.New(ErrDocumentTooLarge)
	case err != nil:
		return Image{}, err
	case len(data) == 0:
		return Image{}, apperr.New(errEmpty)
	}
	if IsPDF(data) {
		name, err := randomName("pdf")
		return Image{Name: name, Data: data}, err
	}
	switch http.DetectContentType(data) {
	case "image/png", "image/jpeg":
	default:
		return Image{}, apperr.New(ErrNotDocument)
	}
	p, err := Inspect(bytes.NewReader(data))
	if err != nil {
		return Image{}, err
	}
	return p.Reencode(ctx)
}

// IsPDF reports whether data looks like a whole PDF file: it starts with
// the %PDF-1.x or %PDF-2.x header and ends with the %%EOF marker, so a
// text or HTML file renamed .pdf, or a truncated upload, is refused.
func IsPDF(data []byte) bool {
	if len(data) < 16 || !(bytes.HasPrefix(data, []byte("%PDF-1.")) || bytes.HasPrefix(data, []byte("%PDF-2."))) {
		return false
	}
	tail := data[max(0, len(data)-pdfTail):]
	return bytes.Contains(tail, []byte("%%EOF"))
}

// MediaType is the type a stored file is served with, from the extension
// this package chose after checking its content.
func MediaType(name string) string { return mediaType(name) }
