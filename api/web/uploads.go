package web

import (
	"io"
	"mime/multipart"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/apperr"
	"cerebro/models/profile"
	"cerebro/uploads"
)

// OpenFormFile opens the multipart form's file under field, answering the
// request when it cannot: problem(err) says why a file is missing or too
// large, in the area's own codes. The caller closes the file.
func OpenFormFile(c *gin.Context, field string, problem func(error) error) (*multipart.FileHeader, multipart.File, bool) {
	fh, err := c.FormFile(field)
	if err != nil {
		Fail(c, problem(err))
		return nil, nil, false
	}
	f, err := fh.Open()
	if err != nil {
		Fail(c, err)
		return nil, nil, false
	}
	return fh, f, true
}

// QuotaReached refuses an upload past the daily quota until wait has
// passed (Retry-After), the wait said in whole minutes as rules.WaitText does.
func QuotaReached(wait time.Duration) *apperr.Error {
	code, minutes := ErrUploadQuota, int((wait+time.Minute-1)/time.Minute)
	if minutes <= 1 {
		code = ErrUploadQuotaOneMinute
	}
	return apperr.New(code).With("files", profile.UploadDailyFiles).
		With("megabytes", profile.UploadDailyBytes>>20).With("minutes", minutes).After(wait)
}

// StoreUpload judges an upload from its header (uploads.Inspect), records
// it for the caller before any pixel is decoded (the daily quota of images,
// counted by the bytes sent: 429 with Retry-After past it), then re-encodes
// it within the process's decoding pool and writes it; it answers the
// stored name. A refusal is worded in the caller's language.
func (d Deps) StoreUpload(c *gin.Context, profiles *profile.Store, kind string, r io.Reader) (string, error) {
	pending, err := uploads.Inspect(r)
	if err != nil {
		return "", err
	}
	now := d.Now()
	u := profile.Upload{UserID: CallerID(c), Kind: kind, Name: pending.Name, Bytes: pending.Size()}
	retryAt, err := profiles.ClaimUpload(c.Request.Context(), u, now)
	if err != nil {
		return "", err
	}
	if !retryAt.IsZero() {
		return "", QuotaReached(retryAt.Sub(now))
	}
	img, err := pending.Reencode(c.Request.Context())
	if err != nil {
		return "", err
	}
	return img.Name, d.Images().Write(c.Request.Context(), kind, img)
}

// Images is the store of uploaded profile images and slips: Deps.Uploads,
// or the folder CEREBRO_UPLOAD_DIR when none was given.
func (d Deps) Images() uploads.Store {
	if d.Uploads != nil {
		return d.Uploads
	}
	return uploads.Folder{Dir: d.Config.UploadDir}
}

// ErrUploadQuota refuses an upload past the daily quota, saying how many
// minutes to wait.
const ErrUploadQuota apperr.Code = "upload.daily_quota"

// ErrUploadQuotaOneMinute is ErrUploadQuota when the wait is under a minute.
const ErrUploadQuotaOneMinute apperr.Code = "upload.daily_quota_one_minute"

// UploadBodyBytes caps a multipart upload: one image of uploads.MaxBytes
// plus the multipart framing and a few form fields.
const UploadBodyBytes = uploads.MaxBytes + 512<<10

// ImageURL is where a stored profile image is served; empty when none.
func ImageURL(name string) string {
	if name == "" {
		return ""
	}
	return "/api/v1/images/" + name
}
