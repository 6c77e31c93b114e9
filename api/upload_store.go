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

// storeUpload checks and re-encodes an upload (uploads.Prepare), records it
// for the caller (the daily quota of images: 429 with Retry-After past it)
// and writes it; it answers the stored name.
func (s *Server) storeUpload(c *gin.Context, kind string, r io.Reader) (string, error) {
	img, err := uploads.Prepare(r)
	if err != nil {
		return "", err
	}
	now := s.Now()
	u := models.Upload{UserID: callerID(c), Kind: kind, Name: img.Name, Bytes: int64(len(img.Data))}
	retryAt, err := s.Store.ClaimUpload(c.Request.Context(), u, now)
	if err != nil {
		return "", err
	}
	if !retryAt.IsZero() {
		wait := retryAt.Sub(now)
		return "", apperr.TooManyFor(fmt.Sprintf(msgUploadQuota, rules.UploadDailyFiles, rules.UploadDailyBytes>>20, rules.WaitText(wait)), wait)
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
