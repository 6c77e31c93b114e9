package api_test

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
)

// get asks the server for path with the given request headers and answers the
// response with its body read (no transparent decompression: the header is ours).
func get(t *testing.T, url string, headers map[string]string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	require.NoError(t, err)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultTransport.RoundTrip(req)
	require.NoError(t, err)
	defer res.Body.Close()
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res, string(body)
}

// The built web app's files go out in the best encoding the browser takes of
// those the build wrote (brotli, gzip, none), typed by the original name;
// hashed assets are cached for good, index.html is revalidated every time.
func TestWebappFilesAreCompressedAndCachedByKind(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) {
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644))
	}
	write("index.html", "<!doctype html><title>Cerebro</title>")
	write("assets/app-1a2b.js", "plain js")
	write("assets/app-1a2b.js.br", "brotli js")
	write("assets/app-1a2b.js.gz", "gzip js")
	write("robots.txt", "User-agent: *")
	ts := serverWithConfig(t, func(c *config.Config) { c.WebappDir, c.PublicBaseURL = dir, "" })
	asset := ts.URL + "/assets/app-1a2b.js"

	cases := []struct{ accept, encoding, body string }{
		{"gzip, deflate, br, zstd", "br", "brotli js"},
		{"gzip, br;q=0", "gzip", "gzip js"},
		{"gzip;q=0.5", "gzip", "gzip js"},
		{"identity", "", "plain js"},
		{"", "", "plain js"},
	}
	for _, tc := range cases {
		res, body := get(t, asset, map[string]string{"Accept-Encoding": tc.accept})
		assert.Equal(t, http.StatusOK, res.StatusCode, tc.accept)
		assert.Equal(t, tc.encoding, res.Header.Get("Content-Encoding"), tc.accept)
		assert.Equal(t, tc.body, body, tc.accept)
		assert.True(t, strings.HasPrefix(res.Header.Get("Content-Type"), "text/javascript"), "%s: %s", tc.accept, res.Header.Get("Content-Type"))
		assert.Equal(t, "public, max-age=31536000, immutable", res.Header.Get("Cache-Control"))
		assert.Equal(t, "Accept-Encoding", res.Header.Get("Vary"))
	}

	for _, page := range []string{"/", "/consultant/7"} {
		res, body := get(t, ts.URL+page, map[string]string{"Accept-Encoding": "br"})
		assert.Equal(t, http.StatusOK, res.StatusCode, page)
		assert.Contains(t, body, "<title>Cerebro</title>", page)
		assert.Equal(t, "no-cache", res.Header.Get("Cache-Control"), page)
	}
	res, _ := get(t, ts.URL+"/robots.txt", nil)
	assert.Equal(t, "no-cache", res.Header.Get("Cache-Control"), "an unhashed file is revalidated")
}

// A category's thumbnail URL carries its content's hash (?v=): asked for so,
// it is cached for good; asked for without it (an old link), it is
// revalidated by ETag. An unknown file is 404.
func TestCategoryThumbnailsAreVersioned(t *testing.T) {
	base := env.server.URL
	res := call(t, http.MethodGet, "/api/v1/consultantCategory", "", nil)
	require.Equal(t, http.StatusOK, res.Status)
	list := res.raw(t)
	require.NotEmpty(t, list, "the seeded categories")
	thumb, _ := list[0]["thumbnail"].(string)
	require.Regexp(t, `^/static/categories/[a-z-]+\.svg\?v=[0-9a-f]{12}$`, thumb)

	fresh, svg := get(t, base+thumb, nil)
	assert.Equal(t, http.StatusOK, fresh.StatusCode)
	assert.Equal(t, "image/svg+xml", fresh.Header.Get("Content-Type"))
	assert.Contains(t, svg, "<svg")
	assert.Equal(t, "public, max-age=31536000, immutable", fresh.Header.Get("Cache-Control"))

	path, _, _ := strings.Cut(thumb, "?")
	old, _ := get(t, base+path+"?v=0123456789ab", nil)
	assert.Equal(t, http.StatusOK, old.StatusCode)
	assert.Equal(t, "no-cache", old.Header.Get("Cache-Control"), "a stale version is not cached for good")
	etag := old.Header.Get("ETag")
	require.NotEmpty(t, etag)
	again, body := get(t, base+path, map[string]string{"If-None-Match": etag})
	assert.Equal(t, http.StatusNotModified, again.StatusCode)
	assert.Empty(t, body)

	missing, _ := get(t, base+"/static/categories/nope.svg", nil)
	assert.Equal(t, http.StatusNotFound, missing.StatusCode)
	escape, _ := get(t, base+"/static/categories/..%2f..%2fgo.mod", nil)
	assert.Equal(t, http.StatusNotFound, escape.StatusCode)
}
