package uploads

import (
	"bytes"
	"context"
	"errors"
	"image"
	"io"
	"net/http"
	"strings"

	"cerebro/apperr"
)

// Documents are a booking thread's attachments (InspectDocument) and a
// consultant's registration certificate (PrepareDocument): a PDF, PNG or JPEG of at most MaxDocumentBytes, judged by
// its content — never its name or the type the browser claimed — and kept
// as sent (a PDF cannot be re-encoded; images keep their bytes too, and are
// only ever served as downloads to the thread's parties).

// KindAttachment is the folder of a booking thread's attachments: private,
// served only to the thread's parties.
const KindAttachment = "attachments"

// MaxDocumentBytes is the largest accepted document (10 MB).
const MaxDocumentBytes = 10 << 20

// Media types of accepted documents.
const (
	TypePDF  = "application/pdf"
	TypePNG  = "image/png"
	TypeJPEG = "image/jpeg"
)

// Refusals of a document.
const (
	// ErrNotDocument refuses a file that is not a PDF, PNG or JPEG by content.
	ErrNotDocument apperr.Code = "upload.not_document"
	// ErrDocumentTooLarge refuses a document over MaxDocumentBytes.
	ErrDocumentTooLarge apperr.Code = "upload.document_too_large"
)

// DocumentTooLarge refuses a document over maxBytes, saying the limit in MB.
func DocumentTooLarge(maxBytes int64) *apperr.Error {
	return apperr.New(ErrDocumentTooLarge).With("max", maxBytes>>20)
}

// Document is a checked document: its generated name, media type and bytes.
type Document struct {
	Image            // Name and Data, as Store.Write takes them
	MediaType string // TypePDF, TypePNG or TypeJPEG
}

// InspectDocument reads at most MaxDocumentBytes from r and accepts a PDF
// (its header, and its end-of-file marker near the end), a PNG or a JPEG
// (whose image header decodes).
func InspectDocument(r io.Reader) (Document, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxDocumentBytes+1))
	var maxErr *http.MaxBytesError
	switch {
	case errors.As(err, &maxErr) || len(data) > MaxDocumentBytes:
		return Document{}, DocumentTooLarge(MaxDocumentBytes)
	case err != nil:
		return Document{}, err
	case len(data) == 0:
		return Document{}, apperr.New(errEmpty)
	}
	kind, ext := documentType(data)
	if kind == "" {
		return Document{}, apperr.New(ErrNotDocument)
	}
	name, err := randomName(ext)
	return Document{Image: Image{Name: name, Data: data}, MediaType: kind}, err
}

// documentType is the media type and extension the content shows, or ""
// for anything else.
func documentType(data []byte) (string, string) {
	switch http.DetectContentType(data) {
	case TypePDF:
		if IsPDF(data) {
			return TypePDF, "pdf"
		}
	case TypePNG, TypeJPEG:
		if _, format, err := image.DecodeConfig(bytes.NewReader(data)); err == nil {
			if format == "png" {
				return TypePNG, "png"
			}
			return TypeJPEG, "jpg"
		}
	}
	return "", ""
}

// pdfTail is how far from the end a PDF's %%EOF marker may sit (writers
// leave a line break or two, some a little more).
const pdfTail = 1024

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

// PrepareDocument reads a registration certificate (at most MaxBytes, the
// profile image's cap) and judges it by content, never by the name or
// Content-Type the sender gave: a PDF (its header and its end-of-file
// marker) is kept as sent; a PNG or JPEG is checked and re-encoded as a
// profile image is, so no metadata survives. Anything else is
// ErrNotDocument.
func PrepareDocument(ctx context.Context, r io.Reader) (Image, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	var maxErr *http.MaxBytesError
	switch {
	case errors.As(err, &maxErr) || len(data) > MaxBytes:
		return Image{}, DocumentTooLarge(MaxBytes)
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
	case TypePNG, TypeJPEG:
	default:
		return Image{}, apperr.New(ErrNotDocument)
	}
	p, err := Inspect(bytes.NewReader(data))
	if err != nil {
		return Image{}, err
	}
	return p.Reencode(ctx)
}

// MediaType is the type a stored file is served with (MediaTypeOf).
func MediaType(name string) string { return MediaTypeOf(name) }

// MediaTypeOf is the media type of a stored document by the extension this
// package gave it after checking its content.
func MediaTypeOf(name string) string {
	switch {
	case strings.HasSuffix(name, ".pdf"):
		return TypePDF
	case strings.HasSuffix(name, ".png"):
		return TypePNG
	}
	return TypeJPEG
}
