package uploads_test

import (
	"bytes"
	"context"
	"image/png"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/testutil"
	"cerebro/uploads"
)

// s3 is one SeaweedFS server for this package's tests, started by the
// first test that needs it and stopped by TestMain.
var s3 struct {
	once   sync.Once
	server *testutil.S3Server
	err    error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if s3.server != nil {
		s3.server.Stop()
	}
	os.Exit(code)
}

// newBucket is a new, empty bucket on the package's S3 server.
func newBucket(t *testing.T) *uploads.Bucket {
	t.Helper()
	ctx := context.Background()
	s3.once.Do(func() { s3.server, s3.err = testutil.StartS3(ctx) })
	require.NoError(t, s3.err)
	settings, err := s3.server.Bucket(ctx)
	require.NoError(t, err)
	b, err := uploads.NewBucket(settings)
	require.NoError(t, err)
	return b
}

func readAll(t *testing.T, s uploads.Store, kind, name string) []byte {
	t.Helper()
	f, err := s.Open(context.Background(), kind, name)
	require.NoError(t, err)
	defer f.Close()
	data, err := io.ReadAll(f)
	require.NoError(t, err)
	assert.Equal(t, int64(len(data)), f.Size)
	return data
}

// The s3 store writes, reads, lists and deletes through a real S3 server,
// each kind under its own prefix, and refuses names it did not generate.
func TestBucketWritesReadsListsAndRemoves(t *testing.T) {
	ctx := context.Background()
	b := newBucket(t)
	name, err := uploads.Save(ctx, b, uploads.KindSlip, bytes.NewReader(pngBytes(t)))
	require.NoError(t, err)
	stored := readAll(t, b, uploads.KindSlip, name)
	_, err = png.Decode(bytes.NewReader(stored))
	require.NoError(t, err, "the stored object is the re-encoded image")

	slips, err := b.List(ctx, uploads.KindSlip)
	require.NoError(t, err)
	require.Len(t, slips, 1)
	assert.Equal(t, name, slips[0].Name)
	assert.WithinDuration(t, time.Now(), slips[0].ModTime, time.Minute)
	images, err := b.List(ctx, uploads.KindImage)
	require.NoError(t, err)
	assert.Empty(t, images, "a slip is not an image")
	_, err = b.Open(ctx, uploads.KindImage, name)
	assert.ErrorIs(t, err, fs.ErrNotExist, "kinds are kept apart")

	require.NoError(t, b.Remove(ctx, uploads.KindSlip, name))
	_, err = b.Open(ctx, uploads.KindSlip, name)
	assert.ErrorIs(t, err, fs.ErrNotExist)
	assert.NoError(t, b.Remove(ctx, uploads.KindSlip, name), "removing what is gone is not an error")

	for _, bad := range []string{"../images/" + name, "a.png", name + "/x"} {
		_, err := b.Open(ctx, uploads.KindSlip, bad)
		assert.Error(t, err, bad)
		assert.NotErrorIs(t, err, fs.ErrNotExist, "%s is refused before the server is asked", bad)
		assert.Error(t, b.Write(ctx, uploads.KindSlip, uploads.Image{Name: bad, Data: []byte("x")}), bad)
	}
	assert.Error(t, b.Write(ctx, "../secrets", uploads.Image{Name: name, Data: []byte("x")}))
}

// The daily clean-up works on the bucket as on the folder: objects written
// before the cutoff that nothing claims are removed; claimed and newer ones
// stay. S3 keeps the time an object was written in whole seconds, so the
// test waits across the cutoff.
func TestBucketRemoveOrphans(t *testing.T) {
	ctx := context.Background()
	b := newBucket(t)
	save := func() string {
		name, err := uploads.Save(ctx, b, uploads.KindImage, bytes.NewReader(pngBytes(t)))
		require.NoError(t, err)
		return name
	}
	used, orphan := save(), save()
	time.Sleep(1100 * time.Millisecond)
	cutoff := time.Now()
	time.Sleep(1100 * time.Millisecond)
	fresh := save()
	removed, err := uploads.RemoveOrphans(ctx, b, uploads.KindImage, cutoff, func(names []string) ([]string, error) {
		assert.ElementsMatch(t, []string{used, orphan}, names, "only old objects are asked about")
		return []string{used}, nil
	})
	require.NoError(t, err)
	assert.Equal(t, []string{orphan}, removed)
	for name, want := range map[string]bool{used: true, orphan: false, fresh: true} {
		assert.Equal(t, want, uploads.Exists(ctx, b, uploads.KindImage, name), name)
	}
}

// An existing uploads folder is copied into the bucket byte for byte under
// the same kind and name; a second run copies nothing more, and a file the
// package did not name is left alone.
func TestCopyToBucketIsIdempotent(t *testing.T) {
	ctx := context.Background()
	b := newBucket(t)
	folder := uploads.Folder{Dir: t.TempDir()}
	var images, slips []string
	for i := range 3 {
		name, err := uploads.Save(ctx, folder, uploads.KindImage, bytes.NewReader(pngBytes(t)))
		require.NoError(t, err)
		images = append(images, name)
		if i < 2 {
			name, err = uploads.Save(ctx, folder, uploads.KindSlip, bytes.NewReader(jpegBytes(t)))
			require.NoError(t, err)
			slips = append(slips, name)
		}
	}
	require.NoError(t, os.WriteFile(filepath.Join(folder.Dir, uploads.KindSlip, "notes.txt"), []byte("not an upload"), 0o600))

	done, err := uploads.CopyToBucket(ctx, folder, b)
	require.NoError(t, err)
	assert.Equal(t, uploads.Copied{Copied: 5, Ignored: []string{"slips/notes.txt"}}, done)
	for kind, names := range map[string][]string{uploads.KindImage: images, uploads.KindSlip: slips} {
		for _, name := range names {
			assert.Equal(t, readAll(t, folder, kind, name), readAll(t, b, kind, name), "%s/%s", kind, name)
		}
	}

	again, err := uploads.CopyToBucket(ctx, folder, b)
	require.NoError(t, err)
	assert.Equal(t, uploads.Copied{Present: 5, Ignored: []string{"slips/notes.txt"}}, again, "a rerun copies nothing more")
	listed, err := b.List(ctx, uploads.KindImage)
	require.NoError(t, err)
	assert.Len(t, listed, 3)
	left, err := folder.List(ctx, uploads.KindImage)
	require.NoError(t, err)
	assert.Len(t, left, 3, "the folder is left as it was")

}
