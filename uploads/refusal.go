package uploads

import "cerebro/apperr"

// Refusals of an upload, worded in the caller's language by the API.
const (
	// ErrNotImage refuses a file that is not a PNG or JPEG by its content.
	ErrNotImage apperr.Code = "upload.not_image"
	// ErrTooLarge refuses a file over MaxBytes.
	ErrTooLarge apperr.Code = "upload.too_large"

	errEmpty apperr.Code = "upload.empty"
	// ErrNoSuchFile answers a name this package did not generate, or a
	// stored file that is gone.
	ErrNoSuchFile apperr.Code = "upload.no_such_file"
	// errPixelsTooLarge says how much memory the pixels need ({need} MB)
	// and the most allowed ({max} MB).
	errPixelsTooLarge apperr.Code = "upload.pixels_too_large"
	// errBusy answers an upload that found every decoding slot taken; the
	// caller may try again after BusyRetry.
	errBusy apperr.Code = "upload.busy"
)

// tooLarge refuses an image that would need need bytes to decode.
func tooLarge(need int64) *apperr.Error {
	return apperr.New(errPixelsTooLarge).With("need", ceilMB(need)).With("max", int64(MaxDecodedBytes>>20))
}

// busy refuses an upload that could not get a decoding slot in time.
func busy() *apperr.Error {
	return apperr.New(errBusy).After(BusyRetry)
}

func ceilMB(n int64) int64 { return (n + 1<<20 - 1) >> 20 }
