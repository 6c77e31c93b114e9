package uploads_test

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/uploads"
)

func pngBytes(t *testing.T) []byte {
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	img.Set(1, 1, color.RGBA{R: 255, A: 255})
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, img))
	return b.Bytes()
}

func jpegBytes(t *testing.T) []byte {
	var b bytes.Buffer
	require.NoError(t, jpeg.Encode(&b, image.NewGray(image.Rect(0, 0, 4, 4)), nil))
	return b.Bytes()
}

func TestSavesRealImagesUnderGeneratedNames(t *testing.T) {
	s := uploads.Store{Dir: t.TempDir()}
	for ext, data := range map[string][]byte{"png": pngBytes(t), "jpg": jpegBytes(t)} {
		name, err := s.Save(uploads.KindImage, bytes.NewReader(data))
		require.NoError(t, err)
		assert.True(t, strings.HasSuffix(name, "."+ext), name)
		assert.True(t, uploads.ValidName(name))
		path, err := s.Path(uploads.KindImage, name)
		require.NoError(t, err)
		stored, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, data, stored)
	}
}

func TestRefusesWhatIsNotAnImage(t *testing.T) {
	s := uploads.Store{Dir: t.TempDir()}
	fakePNG := append([]byte("\x89PNG\r\n\x1a\n"), []byte("not really a png")...)
	big := append(pngBytes(t), make([]byte, uploads.MaxBytes)...)
	cases := map[string]struct {
		data []byte
		msg  string
	}{
		"text named .png":     {[]byte("hello, I am text"), uploads.MsgNotImage},
		"html":                {[]byte("<html><script>alert(1)</script></html>"), uploads.MsgNotImage},
		"gif":                 {[]byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), uploads.MsgNotImage},
		"png magic, bad body": {fakePNG, uploads.MsgNotImage},
		"empty":               {nil, uploads.MsgEmpty},
		"over 5 MB":           {big, uploads.MsgTooLarge},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := s.Save(uploads.KindSlip, bytes.NewReader(tc.data))
			e, ok := apperr.As(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, 400, e.Status)
			assert.Equal(t, tc.msg, e.Message)
		})
	}
	entries, _ := os.ReadDir(filepath.Join(s.Dir, uploads.KindSlip))
	assert.Empty(t, entries, "a refused upload stores nothing")
}

func TestPathRefusesNamesItDidNotGenerate(t *testing.T) {
	s := uploads.Store{Dir: t.TempDir()}
	for _, name := range []string{"../../etc/passwd", "..%2f..%2fetc", "a.png", "/abs.png", "0123456789abcdef0123456789abcdef.gif"} {
		_, err := s.Path(uploads.KindImage, name)
		assert.Error(t, err, name)
	}
	_, err := s.Path("../secrets", "0123456789abcdef0123456789abcdef.png")
	assert.Error(t, err)
}
