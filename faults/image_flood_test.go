package faults_test

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/faults/harness"
	"cerebro/models"
	"cerebro/testutil"
	"cerebro/uploads"
)

// floodSize is how many uploads arrive at once, from two free accounts.
const floodSize = 20

// A flood of small files that would decode into huge images leaves a real
// `cerebro serve` almost where it was: twenty 16-bit 6324×6324 PNGs of
// ~320 KB each (306 MB each once decoded) sent at once from two free
// accounts are each refused 400 from their header, and the process's peak
// resident memory (VmHWM) rises by less than 64 MB over its resident memory
// before the flood. A flood of images the budget admits (8-bit grey,
// 8000×6000, 46 MB decoded) goes through the decoding pool a few at a time:
// each is stored or answered 503, and the peak stays within twice the pool.
func TestAnImageFloodDoesNotExhaustMemory(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dbURL, drop, err := testutil.NewDatabase(ctx)
	require.NoError(t, err)
	t.Cleanup(drop)
	store, err := models.Open(dbURL)
	require.NoError(t, err)
	t.Cleanup(func() { _ = store.Close() })
	c := &harness.Cerebro{Bin: shared.bin, Dir: t.TempDir(), DBURL: dbURL, Temporal: shared.temporal, TaskQueue: "faults-" + randomHex(6)}
	srv, err := c.StartServe(ctx, "serve-images", nil)
	require.NoError(t, err)
	t.Cleanup(func() { srv.Stop(10 * time.Second) })
	accounts := []party{newShopper(t, store, harness.JWTSecret), newShopper(t, store, harness.JWTSecret)}
	deep := testutil.DeepPNG(6324, 6324)
	for _, a := range accounts { // warm up: the route, the pools, the upload folder
		require.Equal(t, http.StatusCreated, postImage(t, srv.URL, a.token, pngImage(t)).Status)
	}

	before := settledRSS(t, srv)
	answers, took := flood(t, srv.URL, accounts, deep)
	peak, err := srv.PeakRSS()
	require.NoError(t, err)
	after, _ := srv.RSS()
	t.Logf("16-bit PNG flood: RSS before %.1f MB, peak %.1f MB (+%.1f MB), after %.1f MB; %d refusals in %v",
		mb(before), mb(peak), mb(peak-before), mb(after), len(answers), took)
	for _, a := range answers {
		assert.Equal(t, http.StatusBadRequest, a.Status, "%s", a.Raw)
		assert.True(t, strings.HasPrefix(a.message(), "The image is too large to process: its pixels need 306 MB"), a.message())
	}
	assert.Less(t, peak-before, int64(64<<20), "the flood raised the peak resident memory by %.1f MB", mb(peak-before))
	assert.Less(t, took, 5*time.Second, "twenty refusals from the header")

	grey := encodeGrey(t, 8000, 6000)
	answers, took = flood(t, srv.URL, accounts, grey)
	peak, _ = srv.PeakRSS()
	counts := map[int]int{}
	for _, a := range answers {
		counts[a.Status]++
		assert.Contains(t, []int{http.StatusCreated, http.StatusServiceUnavailable}, a.Status, "%s", a.Raw)
	}
	t.Logf("8-bit grey 48 MP flood: peak %.1f MB (+%.1f MB over %.1f MB), answers %v in %v", mb(peak), mb(peak-before), mb(before), counts, took)
	assert.Positive(t, counts[http.StatusCreated], "images within the budget are stored")
	assert.Less(t, peak-before, int64(2*uploads.PoolBytes+64<<20), "the decoding pool bounds what accepted images take")
}

// flood posts floodSize copies of data at once, alternating accounts, and
// answers every answer and how long the slowest took.
func flood(t *testing.T, base string, accounts []party, data []byte) ([]answer, time.Duration) {
	t.Helper()
	answers := make([]answer, floodSize)
	var wg sync.WaitGroup
	start := time.Now()
	for i := range floodSize {
		wg.Go(func() { answers[i] = postImage(t, base, accounts[i%len(accounts)].token, data) })
	}
	wg.Wait()
	return answers, time.Since(start)
}

func postImage(t testing.TB, base, token string, data []byte) answer {
	return postMultipart(t, base+"/api/v1/upload/image", token, "image", "picture.png", data, nil)
}

// settledRSS is the process's resident memory once it has stopped moving
// after the warm-up.
func settledRSS(t *testing.T, srv *harness.Server) int64 {
	t.Helper()
	time.Sleep(time.Second)
	rss, err := srv.RSS()
	require.NoError(t, err)
	return rss
}

func encodeGrey(t *testing.T, w, h int) []byte {
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, image.NewGray(image.Rect(0, 0, w, h))))
	return b.Bytes()
}

func mb(n int64) float64 { return float64(n) / (1 << 20) }
