package uploads

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
)

// MaxDecodedBytes bounds the memory one image may take while it is decoded
// and re-encoded, estimated from its header before any pixel is decoded. A
// budget in bytes rather than pixels, because a 16-bit colour pixel takes
// eight times what an 8-bit grey one does: 96 MB fits a 12-megapixel phone
// photo even when it is a progressive JPEG (about 91 MB in Go's decoder) and
// refuses a 40-megapixel 16-bit PNG (320 MB).
const MaxDecodedBytes = 96 << 20

// cost is what decoding data would allocate, read from its header only.
func cost(ext string, data []byte) (int64, error) {
	if ext == "png" {
		cfg, err := png.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			return 0, err
		}
		return pngCost(cfg, pngInterlaced(data), pngTransparent(data)), nil
	}
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return 0, err
	}
	frame, ok := readJPEGFrame(data)
	if !ok {
		return 0, image.ErrFormat
	}
	return jpegCost(cfg, frame), nil
}

// pngCost is the decoded image (width × height × bytes per pixel of the
// colour model); an interlaced PNG is decoded pass by pass into images that
// are then merged, so it is counted twice. The encoder works row by row.
// DecodeConfig names the model from the header alone, but a grey PNG with a
// transparent colour (tRNS) decodes into NRGBA or NRGBA64.
func pngCost(cfg image.Config, interlaced, transparent bool) int64 {
	model := cfg.ColorModel
	if transparent && model == color.GrayModel {
		model = color.NRGBAModel
	}
	if transparent && model == color.Gray16Model {
		model = color.NRGBA64Model
	}
	n := int64(cfg.Width) * int64(cfg.Height) * bytesPerPixel(model)
	if interlaced {
		n *= 2
	}
	return n
}

// bytesPerPixel is what the decoder stores per pixel for a colour model;
// an unknown model is assumed as wide as the widest.
func bytesPerPixel(m color.Model) int64 {
	switch m {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.RGBAModel, color.NRGBAModel, color.CMYKModel:
		return 4
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 8
}

// pngInterlaced reads the interlace method from the IHDR chunk, which a
// PNG must start with (signature 8, length 4, type 4, then 13 bytes).
func pngInterlaced(data []byte) bool { return len(data) > 28 && data[28] != 0 }

// pngTransparent reports whether a tRNS chunk comes before the image data:
// chunks are length (4), type (4), data, CRC (4) after the 8-byte signature.
func pngTransparent(data []byte) bool {
	for i := 8; i+8 <= len(data); {
		n := int(binary.BigEndian.Uint32(data[i:]))
		switch string(data[i+4 : i+8]) {
		case "tRNS":
			return true
		case "IDAT":
			return false
		}
		if n < 0 || n > len(data) {
			return false
		}
		i += 12 + n
	}
	return false
}

// jpegFrame is what a JPEG's start-of-frame segment says about memory.
type jpegFrame struct {
	progressive bool
	width       int
	height      int
	h, v        []int // sampling factors, one per component
}

// jpegCost counts what Go's decoder allocates: one byte per sample of each
// component's plane (padded to whole blocks), 256 bytes of coefficients per
// 8×8 block when progressive, and a 4-byte-per-pixel image when CMYK or RGB
// data is converted. The encoder works block by block.
func jpegCost(cfg image.Config, f jpegFrame) int64 {
	hmax, vmax := 1, 1
	for i := range f.h {
		hmax, vmax = max(hmax, f.h[i]), max(vmax, f.v[i])
	}
	if len(f.h) == 1 { // a single component is not interleaved: one block per unit
		hmax, vmax = 1, 1
		f.h, f.v = []int{1}, []int{1}
	}
	mxx := int64((f.width + 8*hmax - 1) / (8 * hmax))
	myy := int64((f.height + 8*vmax - 1) / (8 * vmax))
	var blocks int64
	for i := range f.h {
		blocks += mxx * myy * int64(f.h[i]*f.v[i])
	}
	n := 64 * blocks
	if f.progressive {
		n += 256 * blocks
	}
	if len(f.h) == 4 || cfg.ColorModel == color.RGBAModel {
		n += 4 * int64(cfg.Width) * int64(cfg.Height)
	}
	return n
}

// readJPEGFrame walks a JPEG's segments up to its start of frame.
func readJPEGFrame(data []byte) (jpegFrame, bool) {
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xFF {
			return jpegFrame{}, false
		}
		m := data[i+1]
		if m == 0xFF { // a fill byte before the marker
			i++
			continue
		}
		if m == 0x01 || (m >= 0xD0 && m <= 0xD8) { // TEM, RSTn, SOI: no length
			i += 2
			continue
		}
		n := int(data[i+2])<<8 | int(data[i+3])
		if isStartOfFrame(m) {
			return parseFrame(m, data[i+4:min(len(data), i+2+n)])
		}
		i += 2 + n
	}
	return jpegFrame{}, false
}

// isStartOfFrame: SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC).
func isStartOfFrame(m byte) bool {
	return m >= 0xC0 && m <= 0xCF && m != 0xC4 && m != 0xC8 && m != 0xCC
}

// parseFrame reads precision, height, width and each component's sampling
// factors (ITU T.81 B.2.2).
func parseFrame(marker byte, p []byte) (jpegFrame, bool) {
	if len(p) < 6 {
		return jpegFrame{}, false
	}
	nComp := int(p[5])
	if nComp < 1 || nComp > 4 || len(p) < 6+3*nComp {
		return jpegFrame{}, false
	}
	f := jpegFrame{progressive: marker == 0xC2 || marker == 0xC6 || marker == 0xCA || marker == 0xCE,
		height: int(p[1])<<8 | int(p[2]), width: int(p[3])<<8 | int(p[4])}
	for c := range nComp {
		hv := p[6+3*c+1]
		f.h, f.v = append(f.h, max(1, int(hv>>4))), append(f.v, max(1, int(hv&0x0F)))
	}
	return f, true
}
