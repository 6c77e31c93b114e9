package uploads_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/testutil"
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
	s := uploads.Folder{Dir: t.TempDir()}
	for ext, data := range map[string][]byte{"png": pngBytes(t), "jpg": jpegBytes(t)} {
		name, err := uploads.Save(context.Background(), s, uploads.KindImage, bytes.NewReader(data))
		require.NoError(t, err)
		assert.True(t, strings.HasSuffix(name, "."+ext), name)
		assert.True(t, uploads.ValidName(name))
		path, err := s.Path(uploads.KindImage, name)
		require.NoError(t, err)
		stored, err := os.ReadFile(path)
		require.NoError(t, err)
		want, _, err := image.Decode(bytes.NewReader(data))
		require.NoError(t, err)
		got, _, err := image.Decode(bytes.NewReader(stored))
		require.NoError(t, err, "the stored file is an image")
		assert.Equal(t, want.Bounds(), got.Bounds())
		if ext == "png" { // lossless: the same pixels
			assert.Equal(t, color.RGBAModel.Convert(want.At(1, 1)), color.RGBAModel.Convert(got.At(1, 1)))
		}
	}
}

// withExif puts an APP1 "Exif" segment carrying a GPS position right after
// a JPEG's start-of-image marker, as a phone camera does.
func withExif(jpg []byte) []byte {
	payload := []byte("Exif\x00\x00MM\x00*GPSLatitude 6.9271 N GPSLongitude 79.8612 E")
	seg := []byte{0xFF, 0xE1, byte((len(payload) + 2) >> 8), byte(len(payload) + 2)}
	out := append([]byte{}, jpg[:2]...)
	out = append(out, seg...)
	out = append(out, payload...)
	return append(out, jpg[2:]...)
}

// withTextChunk adds a tEXt chunk (where PNG tools keep comments and
// locations) before the image data.
func withTextChunk(t *testing.T, pngData []byte) []byte {
	data := []byte("Comment\x00taken at 6.9271 N 79.8612 E")
	chunk := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
	body := append([]byte("tEXt"), data...)
	chunk = append(chunk, body...)
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(body))
	at := bytes.Index(pngData, []byte("IDAT")) - 4
	require.Positive(t, at)
	return append(append(append([]byte{}, pngData[:at]...), chunk...), pngData[at:]...)
}

// A picture's metadata (GPS position included) never reaches the disk: the
// image is re-encoded from its pixels.
func TestMetadataIsStripped(t *testing.T) {
	s := uploads.Folder{Dir: t.TempDir()}
	for name, data := range map[string][]byte{"jpeg with EXIF": withExif(jpegBytes(t)), "png with tEXt": withTextChunk(t, pngBytes(t))} {
		t.Run(name, func(t *testing.T) {
			_, _, err := image.Decode(bytes.NewReader(data))
			require.NoError(t, err, "the upload is a valid image")
			require.Contains(t, string(data), "6.9271 N")
			stored, err := uploads.Save(context.Background(), s, uploads.KindImage, bytes.NewReader(data))
			require.NoError(t, err)
			path, _ := s.Path(uploads.KindImage, stored)
			raw, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.NotContains(t, string(raw), "6.9271")
			assert.NotContains(t, string(raw), "Exif")
			assert.NotContains(t, string(raw), "tEXt")
		})
	}
}

// A small file that would decode into a huge image is refused from its
// header, before any pixel is decoded, by the bytes its pixels would take,
// not their number: the budget is uploads.MaxDecodedBytes.
func TestRefusesDecompressionBombs(t *testing.T) {
	deep := testutil.DeepPNG(6324, 6324) // 40 megapixels of 8 bytes each
	require.Less(t, len(deep), 400<<10, "a small file")
	cases := map[string]struct {
		data []byte
		mb   int
	}{
		"16-bit 6324×6324 PNG":                {deep, 306},
		"8-bit RGBA 8000×6000 PNG":            {encodePNG(t, image.NewNRGBA(image.Rect(0, 0, 8000, 6000))), 184},
		"16-bit grey 6000×6000 PNG with tRNS": {transparentGrey16(6000, 6000), 275},
		"interlaced 16-bit 3000×3000 PNG":     {interlaced(testutil.DeepPNG(3000, 3000)), 138},
		"progressive colour 6000×4000 JPEG":   {progressive(t, encodeJPEG(t, image.NewYCbCr(image.Rect(0, 0, 6000, 4000), image.YCbCrSubsampleRatio420))), 172},
		"CMYK 6000×4000 JPEG":                 {cmykFrame(t, encodeJPEG(t, image.NewYCbCr(image.Rect(0, 0, 6000, 4000), image.YCbCrSubsampleRatio420))), 184},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			_, err := uploads.Prepare(bytes.NewReader(tc.data))
			assert.Less(t, time.Since(start), time.Second, "judged from the header")
			refusal, ok := apperr.As(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, apperr.Code("upload.pixels_too_large"), refusal.Code)
			in := func(lang string) string { return apperr.Text(lang, refusal.Code, refusal.Values) }
			assert.Equal(t, fmt.Sprintf("The image is too large to process: its pixels need %d MB of memory and at most 96 MB is allowed. "+
				"Please send a smaller image (for example 12 megapixels or fewer, 8 bits per colour).", tc.mb), in("en"))
			assert.Contains(t, in("si"), fmt.Sprintf("MB %d ක් අවශ්\u200dය", tc.mb))
			assert.Contains(t, in("ta"), fmt.Sprintf("%d MB நினைவகம் தேவை", tc.mb))
			assert.Equal(t, in("en"), in("fr"), "English for a language Cerebro does not write")
		})
	}
}

// Images whose decoding fits the budget are taken whatever their pixel
// count: 48 megapixels of 8-bit grey (46 MB), and a 12-megapixel phone
// photo even as a progressive JPEG (88 MB in Go's decoder).
func TestTakesImagesWithinTheBudget(t *testing.T) {
	photo := encodeJPEG(t, image.NewYCbCr(image.Rect(0, 0, 4032, 3024), image.YCbCrSubsampleRatio420))
	for name, data := range map[string][]byte{
		"8-bit grey 8000×6000 PNG":       encodePNG(t, image.NewGray(image.Rect(0, 0, 8000, 6000))),
		"baseline colour 4032×3024 JPEG": photo,
		"progressive 4032×3024 (header)": progressive(t, photo),
	} {
		t.Run(name, func(t *testing.T) {
			_, err := uploads.Inspect(bytes.NewReader(data))
			assert.NoError(t, err)
		})
	}
	_, err := uploads.Prepare(bytes.NewReader(encodePNG(t, image.NewGray(image.Rect(0, 0, 8000, 6000)))))
	assert.NoError(t, err, "decoded and re-encoded")
}

func encodePNG(t *testing.T, img image.Image) []byte {
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, img))
	return b.Bytes()
}

func encodeJPEG(t *testing.T, img image.Image) []byte {
	var b bytes.Buffer
	require.NoError(t, jpeg.Encode(&b, img, nil))
	return b.Bytes()
}

// interlaced marks a PNG Adam7-interlaced (the header only: it is refused
// before its data is read).
func interlaced(p []byte) []byte {
	out := append([]byte{}, p...)
	out[28] = 1
	body := out[12:29]
	binary.BigEndian.PutUint32(out[29:], crc32.ChecksumIEEE(body))
	return out
}

// transparentGrey16 is the header of a 16-bit grey PNG with a transparent
// colour, which Go decodes into NRGBA64 (8 bytes a pixel, not 2).
func transparentGrey16(w, h int) []byte {
	ihdr := binary.BigEndian.AppendUint32(nil, uint32(w))
	ihdr = binary.BigEndian.AppendUint32(ihdr, uint32(h))
	out := []byte("\x89PNG\r\n\x1a\n")
	out = appendChunk(out, "IHDR", append(ihdr, 16, 0, 0, 0, 0))
	out = appendChunk(out, "tRNS", []byte{0, 0})
	out = appendChunk(out, "IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01})
	return appendChunk(out, "IEND", nil)
}

func appendChunk(out []byte, kind string, data []byte) []byte {
	out = binary.BigEndian.AppendUint32(out, uint32(len(data)))
	body := append([]byte(kind), data...)
	return binary.BigEndian.AppendUint32(append(out, body...), crc32.ChecksumIEEE(body))
}

// progressive turns a baseline JPEG's start of frame (SOF0) into a
// progressive one (SOF2): what a decoder allocates is decided there.
func progressive(t *testing.T, j []byte) []byte {
	at := bytes.Index(j, []byte{0xFF, 0xC0})
	require.Positive(t, at)
	out := append([]byte{}, j...)
	out[at+1] = 0xC2
	return out
}

// cmykFrame rewrites a JPEG's start of frame to four components, each
// sampled 1×1, as a CMYK scan would be (the header only).
func cmykFrame(t *testing.T, j []byte) []byte {
	at := bytes.Index(j, []byte{0xFF, 0xC0})
	require.Positive(t, at)
	frame := []byte{0xFF, 0xC0, 0, 8 + 3*4, 8}
	frame = append(frame, j[at+5:at+9]...) // height, width
	frame = append(frame, 4, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1, 4, 0x11, 1)
	length := int(j[at+2])<<8 | int(j[at+3])
	return append(append(append([]byte{}, j[:at]...), frame...), j[at+2+length:]...)
}

// Orphans (files no profile or slip names) older than the cutoff are
// removed; files in use, and new ones, stay.
func TestRemoveOrphans(t *testing.T) {
	s := uploads.Folder{Dir: t.TempDir()}
	save := func() string {
		name, err := uploads.Save(context.Background(), s, uploads.KindImage, bytes.NewReader(pngBytes(t)))
		require.NoError(t, err)
		return name
	}
	used, orphan, fresh := save(), save(), save()
	old := time.Now().Add(-48 * time.Hour)
	for _, n := range []string{used, orphan} {
		p, _ := s.Path(uploads.KindImage, n)
		require.NoError(t, os.Chtimes(p, old, old))
	}
	removed, err := uploads.RemoveOrphans(context.Background(), s, uploads.KindImage, time.Now().Add(-24*time.Hour), func(names []string) ([]string, error) {
		assert.ElementsMatch(t, []string{used, orphan}, names, "only old files are asked about")
		return []string{used}, nil
	})
	require.NoError(t, err)
	assert.Equal(t, []string{orphan}, removed)
	for name, want := range map[string]bool{used: true, orphan: false, fresh: true} {
		p, _ := s.Path(uploads.KindImage, name)
		_, err := os.Stat(p)
		assert.Equal(t, want, err == nil, name)
	}
}

func TestRefusesWhatIsNotAnImage(t *testing.T) {
	s := uploads.Folder{Dir: t.TempDir()}
	fakePNG := append([]byte("\x89PNG\r\n\x1a\n"), []byte("not really a png")...)
	big := append(pngBytes(t), make([]byte, uploads.MaxBytes)...)
	cases := map[string]struct {
		data []byte
		code apperr.Code
		msg  string
	}{
		"text named .png":     {[]byte("hello, I am text"), uploads.ErrNotImage, uploads.MsgNotImage},
		"html":                {[]byte("<html><script>alert(1)</script></html>"), uploads.ErrNotImage, uploads.MsgNotImage},
		"gif":                 {[]byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), uploads.ErrNotImage, uploads.MsgNotImage},
		"png magic, bad body": {fakePNG, uploads.ErrNotImage, uploads.MsgNotImage},
		"empty":               {nil, "upload.empty", "The file is empty."},
		"over 5 MB":           {big, uploads.ErrTooLarge, uploads.MsgTooLarge},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := uploads.Save(context.Background(), s, uploads.KindSlip, bytes.NewReader(tc.data))
			e, ok := apperr.As(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, tc.code, e.Code)
			assert.Equal(t, tc.msg, e.Error())
		})
	}
	entries, _ := os.ReadDir(filepath.Join(s.Dir, uploads.KindSlip))
	assert.Empty(t, entries, "a refused upload stores nothing")
}

func TestPathRefusesNamesItDidNotGenerate(t *testing.T) {
	s := uploads.Folder{Dir: t.TempDir()}
	for _, name := range []string{"../../etc/passwd", "..%2f..%2fetc", "a.png", "/abs.png", "0123456789abcdef0123456789abcdef.gif"} {
		_, err := s.Path(uploads.KindImage, name)
		assert.Error(t, err, name)
	}
	_, err := s.Path("../secrets", "0123456789abcdef0123456789abcdef.png")
	assert.Error(t, err)
}
