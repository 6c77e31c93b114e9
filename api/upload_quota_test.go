package api_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/client"

	"cerebro/models/profile"
	"cerebro/uploads"
	profilewf "cerebro/workflows/profile"
)

func imagePath(name string) string { return filepath.Join(env.cfg.UploadDir, uploads.KindImage, name) }

func exists(path string) bool { _, err := os.Stat(path); return err == nil }

// Profile images are bounded per account and day (20 files, 30 MB); past
// that a 429 says when; a payment slip is never refused by the quota.
func TestUploadQuotaNeverBlocksASlip(t *testing.T) {
	shopper, seller := newShopper(t), newSeller(t)
	for i := 0; i < profile.UploadDailyFiles; i++ {
		res := upload(t, shopper.token, "image", "me.png", tinyPNG(t))
		require.Equal(t, http.StatusCreated, res.Status, "image %d: %s", i+1, res.Raw)
	}
	over := upload(t, shopper.token, "image", "me.png", tinyPNG(t))
	require.Equal(t, http.StatusTooManyRequests, over.Status, "%s", over.Raw)
	assert.Equal(t, "You have uploaded your 20 images or 30 MB for today. You can upload another in 1440 minutes.", over.message())
	wait, err := strconv.Atoi(over.Header.Get("Retry-After"))
	require.NoError(t, err)
	assert.InDelta(t, 24*3600, wait, 60)

	invoiceID, bookings := mustBook(t, shopper, "SLIP", seller.id, openSlots(t, seller.id, tomorrow(), 1)...)
	res := postSlip(t, shopper.token, slipFields(shopper, invoiceID, bookings), pngBytes(t))
	assert.Equal(t, http.StatusOK, res.Status, "a slip goes through whatever the image quota: %s", res.Raw)

	other := upload(t, newShopper(t).token, "image", "me.png", tinyPNG(t))
	assert.Equal(t, http.StatusCreated, other.Status, "the quota is per account")
}

// A profile shows only an image its owner (or the admin editing it)
// uploaded; a replaced image is deleted at once.
func TestProfileImagesAreTheOwnersAndReplacedOnesGo(t *testing.T) {
	a := createConsulteeProfile(t)
	stranger, _ := signUp(t, "CONSULTEE")
	theirs := upload(t, stranger, "image", "x.png", tinyPNG(t)).Body["imageName"].(string)
	body := map[string]any{"firstName": "Kamala", "lastName": "Silva", "birthday": "1990-09-03", "gender": "FEMALE",
		"phone": "719876543", "imageName": theirs}
	path := fmt.Sprintf("/api/v1/consultee/%d", a.id)
	res := call(t, "PUT", path, a.token, body)
	assert.Equal(t, http.StatusBadRequest, res.Status, "someone else's upload: %s", res.Raw)
	assert.Equal(t, "The image was not found. Please upload it again", res.message())

	first := upload(t, a.token, "image", "a.png", tinyPNG(t)).Body["imageName"].(string)
	body["imageName"] = first
	require.Equal(t, http.StatusOK, call(t, "PUT", path, a.token, body).Status)
	second := upload(t, a.token, "image", "b.png", tinyPNG(t)).Body["imageName"].(string)
	body["imageName"] = second
	require.Equal(t, http.StatusOK, call(t, "PUT", path, a.token, body).Status)
	assert.False(t, exists(imagePath(first)), "the replaced image is deleted")
	assert.True(t, exists(imagePath(second)))
	assert.Equal(t, http.StatusOK, call(t, "PUT", path, a.token, body).Status, "saving again keeps the current image")
	assert.True(t, exists(imagePath(second)))

	adminUpload := upload(t, adminToken(t), "image", "c.png", tinyPNG(t)).Body["imageName"].(string)
	body["imageName"] = adminUpload
	assert.Equal(t, http.StatusOK, call(t, "PUT", path, adminToken(t), body).Status, "the admin may set one it uploaded")
}

// The daily clean-up removes uploads nothing points at once they are a day
// old; images and slips in use, and fresh uploads, stay.
func TestOrphanedUploadsAreCleanedUp(t *testing.T) {
	a := createConsulteeProfile(t)
	inUse := upload(t, a.token, "image", "a.png", tinyPNG(t)).Body["imageName"].(string)
	body := map[string]any{"firstName": "Kamala", "lastName": "Silva", "birthday": "1990-09-03", "gender": "FEMALE",
		"phone": "719876543", "imageName": inUse}
	require.Equal(t, http.StatusOK, call(t, "PUT", fmt.Sprintf("/api/v1/consultee/%d", a.id), a.token, body).Status)
	orphan := upload(t, a.token, "image", "b.png", tinyPNG(t)).Body["imageName"].(string)
	fresh := upload(t, a.token, "image", "c.png", tinyPNG(t)).Body["imageName"].(string)
	old := time.Now().Add(-profilewf.OrphanAge - time.Hour)
	for _, n := range []string{inUse, orphan} {
		require.NoError(t, os.Chtimes(imagePath(n), old, old))
	}

	ctx := context.Background()
	run, err := env.temporal.ExecuteWorkflow(ctx, client.StartWorkflowOptions{TaskQueue: env.cfg.TaskQueue}, profilewf.CleanUploads)
	require.NoError(t, err)
	var removed int
	require.NoError(t, run.Get(ctx, &removed))
	assert.GreaterOrEqual(t, removed, 1)
	assert.False(t, exists(imagePath(orphan)), "the day-old orphan is gone")
	assert.True(t, exists(imagePath(inUse)), "the profile's image stays")
	assert.True(t, exists(imagePath(fresh)), "a fresh upload may be about to be saved")
	_, err = env.stores.Profile.UploaderOf(ctx, orphan)
	assert.Error(t, err, "its record is forgotten")
}
