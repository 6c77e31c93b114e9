package api

import (
	"fmt"
	"io"

	"github.com/gin-gonic/gin"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
	"cerebro/uploads"
)

// msgUploadQuota refuses a profile image past the daily quota.
const msgUploadQuota = "You have uploaded your %d images or %d MB for today. You can upload another in %s."

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
	u := models.Upload{UserID: callerID(c), Kind: kind, Name: pending.Name, Bytes: pending.Size()}
	retryAt, err := s.Store.ClaimUpload(c.Request.Context(), u, now)
	if err != nil {
		return "", err
	}
	if !retryAt.IsZero() {
		wait := retryAt.Sub(now)
		return "", apperr.TooManyFor(fmt.Sprintf(msgUploadQuota, rules.UploadDailyFiles, rules.UploadDailyBytes>>20, rules.WaitText(wait)), wait)
	}
	img, err := pending.Reencode(c.Request.Context())
	if err != nil {
		return "", err
	}
	return img.Name, s.images().Write(kind, img)
}

// removeReplacedImage deletes a profile's previous image once a save has
// replaced it; a failure only leaves an orphan for the daily clean-up.
func (s *Server) removeReplacedImage(c *gin.Context, before, after string) {
	if before == "" || before == after {
		return
	}
	if err := s.images().Remove(uploads.KindImage, before); err != nil {
		logError(c, err)
		return
	}
	if err := s.Store.ForgetUploads(c.Request.Context(), []string{before}); err != nil {
		logError(c, err)
	}
}
