package uploads

import (
	"bytes"
	"errors"
)

// MaxStoredBytes bounds a re-encoded image: the encoder writes into memory,
// so an image that grows past it on re-encoding is refused rather than
// buffered without bound.
const MaxStoredBytes = 2 * MaxBytes

var errStoredTooLarge = errors.New("re-encoded image over MaxStoredBytes")

// cappedBuffer is a bytes.Buffer that refuses to grow past limit.
type cappedBuffer struct {
	bytes.Buffer
	limit int
}

func (b *cappedBuffer) Write(p []byte) (int, error) {
	if b.Len()+len(p) > b.limit {
		return 0, errStoredTooLarge
	}
	return b.Buffer.Write(p)
}
