package uploads

import (
	"bytes"
	"errors"
	"image"
	"io"
	"net/http"
	"strings"

	"cerebro/apperr"
)

// Documents are files sent between people (a booking thread's
// attachments): a PDF, PNG or JPEG of at most MaxDocumentBytes, judged by
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
		return Document{}, apperr.New(ErrDocumentTooLarge).With("max", int64(MaxDocumentBytes>>20))
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
		if isPDF(data) {
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

// isPDF checks what a PDF reader needs first: the "%PDF-1.x" header and the
// "%%EOF" marker in the file's last kilobyte.
func isPDF(data []byte) bool {
	if !bytes.HasPrefix(data, []byte("%PDF-")) {
		return false
	}
	tail := data[max(0, len(data)-1024):]
	return bytes.Contains(tail, []byte("%%EOF"))
}

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
