package main_test

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"os"
	"os/exec"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/testutil"
	"cerebro/uploads"
)

// runCerebro runs the binary with only env set, answering its output and
// exit code.
func runCerebro(t *testing.T, env []string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append([]string{"PATH=" + os.Getenv("PATH")}, env...)
	out, err := cmd.CombinedOutput()
	if exit, ok := err.(*exec.ExitError); ok {
		return string(out), exit.ExitCode()
	}
	require.NoError(t, err, "%s", out)
	return string(out), 0
}

func s3Env(s config.S3, dir string) []string {
	return []string{"CEREBRO_UPLOAD_STORE=s3", "CEREBRO_UPLOAD_DIR=" + dir, "S3_ENDPOINT=" + s.Endpoint, "S3_BUCKET=" + s.Bucket,
		"S3_REGION=" + s.Region, "S3_ACCESS_KEY_ID=" + s.AccessKeyID, "S3_SECRET_ACCESS_KEY=" + s.SecretAccessKey,
		"S3_FORCE_PATH_STYLE=true"}
}

// `cerebro uploads-bucket` creates the bucket (compose's job), and
// `cerebro uploads-to-s3` copies an uploads folder into it; run again it
// copies nothing more. Neither runs without the s3 store.
func TestUploadsToS3CopiesTheFolderOnce(t *testing.T) {
	ctx := context.Background()
	server, err := testutil.StartS3(ctx)
	require.NoError(t, err)
	t.Cleanup(server.Stop)
	settings := config.S3{Endpoint: server.Endpoint, Bucket: "cerebro-migrated", Region: "us-east-1",
		AccessKeyID: server.AccessKeyID, SecretAccessKey: server.SecretAccessKey, ForcePathStyle: true}
	folder := uploads.Folder{Dir: t.TempDir()}
	var img bytes.Buffer
	require.NoError(t, png.Encode(&img, image.NewGray(image.Rect(0, 0, 3, 3))))
	var names []string
	for _, kind := range []string{uploads.KindImage, uploads.KindSlip, uploads.KindSlip} {
		name, err := uploads.Save(ctx, folder, kind, bytes.NewReader(img.Bytes()))
		require.NoError(t, err)
		names = append(names, kind+"/"+name)
	}
	env := s3Env(settings, folder.Dir)

	out, code := runCerebro(t, env, "uploads-bucket")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "bucket cerebro-migrated is ready")
	out, code = runCerebro(t, env, "uploads-to-s3")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "copied 3, already in the bucket 0")
	bucket, err := uploads.NewBucket(settings)
	require.NoError(t, err)
	var inBucket []string
	for _, kind := range []string{uploads.KindImage, uploads.KindSlip} {
		listed, err := bucket.List(ctx, kind)
		require.NoError(t, err)
		for _, e := range listed {
			inBucket = append(inBucket, kind+"/"+e.Name)
		}
	}
	assert.ElementsMatch(t, names, inBucket, "every upload, under its kind and name")
	out, code = runCerebro(t, env, "uploads-to-s3")
	require.Equal(t, 0, code, out)
	assert.Contains(t, out, "copied 0, already in the bucket 3", "a rerun copies nothing more")

	out, code = runCerebro(t, []string{"CEREBRO_UPLOAD_DIR=" + folder.Dir}, "uploads-to-s3")
	assert.Equal(t, 1, code, out)
	assert.Contains(t, out, "set CEREBRO_UPLOAD_STORE=s3")
}
