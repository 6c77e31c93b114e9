package uploads_test

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/uploads"
)

func codeOfErr(t *testing.T, err error) apperr.Code {
	t.Helper()
	e, ok := apperr.As(err)
	require.True(t, ok, "a coded refusal: %v", err)
	return e.Code
}

// A document is judged by its content: a whole PDF is kept as sent, a PNG
// is re-encoded, anything else is refused, whatever its name claimed.
func TestPrepareDocumentJudgesByContent(t *testing.T) {
	pdf := []byte("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n")
	doc, err := uploads.PrepareDocument(context.Background(), bytes.NewReader(pdf))
	require.NoError(t, err)
	assert.True(t, strings.HasSuffix(doc.Name, ".pdf"))
	assert.Equal(t, pdf, doc.Data)
	assert.Equal(t, "application/pdf", uploads.MediaType(doc.Name))

	var img bytes.Buffer
	require.NoError(t, png.Encode(&img, image.NewRGBA(image.Rect(0, 0, 3, 3))))
	doc, err = uploads.PrepareDocument(context.Background(), &img)
	require.NoError(t, err)
	assert.True(t, strings.HasSuffix(doc.Name, ".png"))
	assert.True(t, uploads.ValidName(doc.Name))

	for name, data := range map[string][]byte{
		"html named .pdf":       []byte("<!doctype html><p>%PDF-1.4</p> %%EOF"),
		"a PDF without its end": pdf[:20],
		"a zip":                 []byte("PK\x03\x04 not a certificate at all........"),
	} {
		_, err := uploads.PrepareDocument(context.Background(), bytes.NewReader(data))
		assert.Equal(t, uploads.ErrNotDocument, codeOfErr(t, err), name)
	}
	big := append(append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("x"), uploads.MaxBytes)...), "%%EOF"...)
	_, err = uploads.PrepareDocument(context.Background(), bytes.NewReader(big))
	assert.Equal(t, uploads.ErrDocumentTooLarge, codeOfErr(t, err))
}
