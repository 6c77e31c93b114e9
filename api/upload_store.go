package api

import (
	"io"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models/profile"
	"cerebro/rules"
	"cerebro/uploads"
)

// The refusal of an upload past the daily quota, worded for one minute's
// wait or several (the catalogue has no plural syntax).
const (
	errUploadQuota          apperr.Code = "upload.daily_quota"
	errUploadQuotaOneMinute apperr.Code = "upload.daily_quota_one_minute"
)

// storeUpload judges an upload from its header (uploads.Inspect), records
// it for the caller before any pixel is decoded (the daily quota of images,
// counted by the bytes sent: 429 with Retry-After past it), then re-encodes
// it within the process's decoding pool and writes it; it answers the
// stored name. A refusal is worded in the caller's language.
func (s *Server) storeUpload(c *gin.Context, kind string, r io.Reader) (string, error) {
	pending, err := uploads.Inspect(r)
	if err != nil {
		return "", err
	}
	now := s.Now()
	u := profile.Upload{UserID: web.CallerID(c), Kind: kind, Name: pending.Name, Bytes: pending.Size()}
	retryAt, err := s.stores.Profile.ClaimUpload(c.Request.Context(), u, now)
	if err != nil {
		return "", err
	}
	if !retryAt.IsZero() {
		return "", quotaReached(retryAt.Sub(now))
	}
	img, err := pending.Reencode(c.Request.Context())
	if err != nil {
		return "", err
	}
	return img.Name, s.images().Write(kind, img)
}

// quotaReached refuses an upload past the daily quota until wait has
// passed (Retry-After), the wait said in whole minutes as rules.WaitText does.
func quotaReached(wait time.Duration) *apperr.Error {
	code, minutes := errUploadQuota, int((wait+time.Minute-1)/time.Minute)
	if minutes <= 1 {
		code = errUploadQuotaOneMinute
	}
	return apperr.New(code).With("files", rules.UploadDailyFiles).
		With("megabytes", rules.UploadDailyBytes>>20).With("minutes", minutes).After(wait)
}

// removeReplacedImage deletes a profile's previous image once a save has
// replaced it; a failure only leaves an orphan for the daily clean-up.
func (s *Server) removeReplacedImage(c *gin.Context, before, after string) {
	if before == "" || before == after {
		return
	}
	if err := s.images().Remove(uploads.KindImage, before); err != nil {
		web.LogError(c, err)
		return
	}
	if err := s.stores.Profile.ForgetUploads(c.Request.Context(), []string{before}); err != nil {
		web.LogError(c, err)
	}
}
