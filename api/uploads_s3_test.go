package api_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	profileacts "cerebro/activities/profile"
	"cerebro/api"
	"cerebro/config"
	"cerebro/models/checkout"
	"cerebro/testutil"
	"cerebro/uploads"
)

// withS3Store serves the rest of the test from an api whose uploads go to
// a bucket on a real S3 server (SeaweedFS), everything else as the
// package's, and answers that bucket.
func withS3Store(t *testing.T) *uploads.Bucket {
	t.Helper()
	ctx := context.Background()
	server, err := testutil.StartS3(ctx)
	require.NoError(t, err)
	t.Cleanup(server.Stop)
	settings, err := server.Bucket(ctx)
	require.NoError(t, err)
	bucket, err := uploads.NewBucket(settings)
	require.NoError(t, err)

	deps := env.deps
	deps.Config.Uploads = config.Uploads{Store: config.UploadStoreS3, S3: settings}
	deps.Uploads = bucket
	srv, err := api.NewServer(deps)
	require.NoError(t, err)
	served := checkCodes(srv.Handler(), reportStray)
	before := env.handler.Swap(&served)
	t.Cleanup(func() { env.handler.Store(before) })
	return bucket
}

// With CEREBRO_UPLOAD_STORE=s3 a slip and a profile image go to the
// bucket, not the folder, and are served through the api with the same
// checks as ever: a slip to its consultee and the admin only, an image
// onto its uploader's profile only.
func TestUploadsInTheS3StoreKeepTheirOwnersChecks(t *testing.T) {
	bucket := withS3Store(t)
	ctx := context.Background()

	shopper, seller := newShopper(t), newSeller(t)
	invoiceID := uploadedSlip(t, shopper, openSlots(t, seller.id, tomorrow(), 1), seller.id)
	var slip checkout.PaymentSlip
	require.NoError(t, env.store.DB.Where("invoice_id = ?", invoiceID).First(&slip).Error)
	assert.True(t, uploads.Exists(ctx, bucket, uploads.KindSlip, slip.FileName), "the slip is in the bucket")
	assert.NoFileExists(t, filepath.Join(env.cfg.UploadDir, uploads.KindSlip, slip.FileName), "and not in the folder")
	slipPath := fmt.Sprintf("/api/v1/invoice/%d/slip", invoiceID)
	for who, want := range map[string]int{shopper.token: 200, adminToken(t): 200, newShopper(t).token: 403, "": 401} {
		res := call(t, "GET", slipPath, who, nil)
		assert.Equal(t, want, res.Status, "%s", res.Raw)
		if want == 200 {
			assert.Equal(t, pngBytes(t), res.Raw, "the slip, byte for byte")
		}
	}

	owner, _ := signUp(t, "CONSULTANT")
	res := upload(t, owner, "image", "me.png", tinyPNG(t))
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	name := res.Body["imageName"].(string)
	assert.True(t, uploads.Exists(ctx, bucket, uploads.KindImage, name), "the image is in the bucket")
	_, err := os.Stat(filepath.Join(env.cfg.UploadDir, uploads.KindImage, name))
	assert.ErrorIs(t, err, os.ErrNotExist, "and not in the folder")
	got := call(t, "GET", "/api/v1/images/"+name, "", nil)
	assert.Equal(t, http.StatusOK, got.Status)
	assert.Equal(t, "image/png", got.Header.Get("Content-Type"))

	someoneElse, _ := signUp(t, "CONSULTANT")
	taken := consultantBody()
	taken["imageName"] = name
	refused := call(t, "POST", "/api/v1/consultant/", someoneElse, taken)
	assert.Equal(t, http.StatusBadRequest, refused.Status, "someone else's image is refused: %s", refused.Raw)
	created := call(t, "POST", "/api/v1/consultant/", owner, taken)
	assert.Equal(t, http.StatusCreated, created.Status, "its uploader may use it: %s", created.Raw)

	missing := call(t, "GET", "/api/v1/images/00000000000000000000000000000000.png", "", nil)
	assert.Equal(t, http.StatusNotFound, missing.Status, "%s", missing.Raw)
	require.NoError(t, bucket.Remove(ctx, uploads.KindSlip, slip.FileName))
	gone := call(t, "GET", slipPath, shopper.token, nil)
	assert.Equal(t, http.StatusNotFound, gone.Status, "a slip whose object is gone: %s", gone.Raw)
	assert.Equal(t, "No such file.", gone.message())
}

// The daily clean-up's activity sweeps the bucket as it sweeps the folder:
// an image written before the cutoff that no profile names is removed and
// its record forgotten; the profile's image and a newer upload stay. (S3
// keeps the time an object was written in whole seconds, and it cannot be
// set back, so the cutoff is placed between the uploads.)
func TestTheCleanUpSweepsTheBucket(t *testing.T) {
	bucket := withS3Store(t)
	ctx := context.Background()
	a := createConsulteeProfile(t)
	inUse := upload(t, a.token, "image", "a.png", tinyPNG(t)).Body["imageName"].(string)
	body := map[string]any{"firstName": "Kamala", "lastName": "Silva", "birthday": "1990-09-03", "gender": "FEMALE",
		"phone": "719876543", "imageName": inUse}
	require.Equal(t, http.StatusOK, call(t, "PUT", fmt.Sprintf("/api/v1/consultee/%d", a.id), a.token, body).Status)
	orphan := upload(t, a.token, "image", "b.png", tinyPNG(t)).Body["imageName"].(string)
	time.Sleep(1100 * time.Millisecond)
	cutoff := time.Now()
	time.Sleep(1100 * time.Millisecond)
	fresh := upload(t, a.token, "image", "c.png", tinyPNG(t)).Body["imageName"].(string)

	acts := profileacts.Activities{Stores: env.stores, Uploads: bucket}
	removed, err := acts.RemoveOrphanUploads(ctx, profileacts.OrphanSweep{Before: cutoff})
	require.NoError(t, err)
	assert.Equal(t, 1, removed)
	assert.False(t, uploads.Exists(ctx, bucket, uploads.KindImage, orphan), "the orphan is gone")
	assert.True(t, uploads.Exists(ctx, bucket, uploads.KindImage, inUse), "the profile's image stays")
	assert.True(t, uploads.Exists(ctx, bucket, uploads.KindImage, fresh), "a newer upload may be about to be saved")
	_, err = env.stores.Profile.UploaderOf(ctx, orphan)
	assert.Error(t, err, "its record is forgotten")
}
