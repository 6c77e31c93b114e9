package uploads_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/uploads"
)

// minimalPDF is a PDF a reader opens: a header, one empty page, a trailer.
const minimalPDF = "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"

func TestADocumentIsAcceptedByItsContentNotItsName(t *testing.T) {
	for name, c := range map[string]struct {
		data []byte
		want string
	}{
		"pdf":  {[]byte(minimalPDF), uploads.TypePDF},
		"png":  {pngBytes(t), uploads.TypePNG},
		"jpeg": {jpegBytes(t), uploads.TypeJPEG},
	} {
		t.Run(name, func(t *testing.T) {
			doc, err := uploads.InspectDocument(bytes.NewReader(c.data))
			require.NoError(t, err)
			assert.Equal(t, c.want, doc.MediaType)
			assert.True(t, uploads.ValidName(doc.Name), doc.Name)
			assert.Equal(t, c.want, uploads.MediaTypeOf(doc.Name))
			assert.Equal(t, c.data, doc.Data, "kept as sent")
		})
	}
}

func TestADisguisedOrOversizedDocumentIsRefused(t *testing.T) {
	for name, c := range map[string]struct {
		data []byte
		want apperr.Code
	}{
		"html named .pdf":          {[]byte("<html><script>alert(1)</script></html>"), uploads.ErrNotDocument},
		"pdf header, no end":       {[]byte("%PDF-1.4\n<script>"), uploads.ErrNotDocument},
		"png magic, broken header": {append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, 40)...), uploads.ErrNotDocument},
		"a zip":                    {[]byte("PK\x03\x04rest of a zip"), uploads.ErrNotDocument},
		"over 10 MB":               {append([]byte(minimalPDF), make([]byte, uploads.MaxDocumentBytes)...), uploads.ErrDocumentTooLarge},
		"one byte over 10 MB":      {bytes.Repeat([]byte("x"), uploads.MaxDocumentBytes+1), uploads.ErrDocumentTooLarge},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := uploads.InspectDocument(bytes.NewReader(c.data))
			var ae *apperr.Error
			require.ErrorAs(t, err, &ae)
			assert.Equal(t, c.want, ae.Code)
		})
	}
}

func TestAPDFOfExactlyTenMegabytesIsAccepted(t *testing.T) {
	data := []byte(minimalPDF)
	data = append(data[:len(data)-7], bytes.Repeat([]byte(" "), uploads.MaxDocumentBytes-len(data))...)
	data = append(data, "%%EOF\n"...)
	data = data[:uploads.MaxDocumentBytes]
	doc, err := uploads.InspectDocument(bytes.NewReader(data))
	require.NoError(t, err)
	assert.Equal(t, uploads.TypePDF, doc.MediaType)
}
