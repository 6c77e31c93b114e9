package testutil

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
)

// DeepPNG is a 16-bit RGBA PNG (8 bytes a pixel once decoded) of the given
// size whose pixels are all transparent black but a few: it compresses
// about a thousand to one, so a 6324×6324 one is a ~310 KB file that
// decodes into 320 MB. It is written row by row, never held decoded.
func DeepPNG(width, height int) []byte {
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(nil, uint32(width))
	ihdr = binary.BigEndian.AppendUint32(ihdr, uint32(height))
	ihdr = append(ihdr, 16, 6, 0, 0, 0) // depth 16, RGBA, deflate, no filter, not interlaced
	writeChunk(&out, "IHDR", ihdr)
	var idat bytes.Buffer
	z := zlib.NewWriter(&idat)
	row := make([]byte, 1+8*width) // filter byte "none", then the pixels
	for y := range height {
		row[1] = byte(y % 7) // "mostly" uniform: one odd pixel a row
		_, _ = z.Write(row)
	}
	_ = z.Close()
	writeChunk(&out, "IDAT", idat.Bytes())
	writeChunk(&out, "IEND", nil)
	return out.Bytes()
}

func writeChunk(out *bytes.Buffer, kind string, data []byte) {
	_ = binary.Write(out, binary.BigEndian, uint32(len(data)))
	body := append([]byte(kind), data...)
	out.Write(body)
	_ = binary.Write(out, binary.BigEndian, crc32.ChecksumIEEE(body))
}
