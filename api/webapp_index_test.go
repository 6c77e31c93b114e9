package api_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/payments"
)

// builtWebapp is a web app build's index.html with its brotli and gzip
// copies, as scripts/prerender.mjs writes them.
func builtWebapp(t *testing.T, page string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range map[string]string{"index.html": page, "index.html.br": "brotli of " + page, "index.html.gz": "gzip of " + page} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644))
	}
	return dir
}

func gunzip(t *testing.T, body string) string {
	t.Helper()
	r, err := gzip.NewReader(bytes.NewReader([]byte(body)))
	require.NoError(t, err)
	out, err := io.ReadAll(r)
	require.NoError(t, err)
	return string(out)
}

const builtPage = `<!doctype html><html lang="en"><head><title>Cerebro</title></head><body><div id="root"></div></body></html>`

// A site with test payments (here the tests' own: the simulator) serves every
// page of the web app with <html data-test-payments>, which shows the web
// app's banner from the first paint; gzipped for browsers that take it,
// revalidated by its own ETag.
func TestTestPaymentsSiteMarksEveryPage(t *testing.T) {
	dir := builtWebapp(t, builtPage)
	ts := serverWithConfig(t, func(c *config.Config) { c.WebappDir, c.PublicBaseURL = dir, "" })
	require.True(t, env.cfg.TestPayments(), "the API tests run with the simulator")
	const marked = `<!doctype html><html data-test-payments lang="en"><head>`

	for _, page := range []string{"/", "/index.html", "/consultant/7"} {
		res, body := get(t, ts.URL+page, map[string]string{"Accept-Encoding": "gzip, deflate, br"})
		require.Equal(t, http.StatusOK, res.StatusCode, page)
		assert.Equal(t, "gzip", res.Header.Get("Content-Encoding"), page)
		assert.Contains(t, gunzip(t, body), marked, page)
		assert.Equal(t, "no-cache", res.Header.Get("Cache-Control"), page)
		assert.Equal(t, "Accept-Encoding", res.Header.Get("Vary"), page)
		assert.Empty(t, res.Header.Get("Last-Modified"), "%s: no date a page of the other kind could match", page)

		res, body = get(t, ts.URL+page, map[string]string{"Accept-Encoding": "br;q=1, gzip;q=0"})
		assert.Empty(t, res.Header.Get("Content-Encoding"), page)
		assert.Contains(t, body, marked, page)
		assert.True(t, len(body) > 0 && res.Header.Get("Content-Type") == "text/html; charset=utf-8", page)

		etag := res.Header.Get("ETag")
		require.NotEmpty(t, etag, page)
		res, _ = get(t, ts.URL+page, map[string]string{"If-None-Match": etag, "Accept-Encoding": "identity"})
		assert.Equal(t, http.StatusNotModified, res.StatusCode, "%s: revalidated by its ETag", page)
	}

	// A browser holding the page from when the site took real money (dated
	// by the file) is not told to keep it.
	res, _ := get(t, ts.URL+"/", map[string]string{"If-Modified-Since": time.Now().Add(time.Hour).UTC().Format(http.TimeFormat),
		"Accept-Encoding": "identity"})
	assert.Equal(t, http.StatusOK, res.StatusCode)

	// A page that leaves out its <html> start tag (HTML may) is given one.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><title>Cerebro</title>"), 0o644))
	require.NoError(t, os.Chtimes(filepath.Join(dir, "index.html"), time.Now(), time.Now().Add(time.Minute)))
	_, body := get(t, ts.URL+"/", map[string]string{"Accept-Encoding": "identity"})
	assert.Equal(t, `<!doctype html><html data-test-payments><title>Cerebro</title>`, body)

	// A new build is marked as soon as it is there.
	newer := `<!DOCTYPE html><HTML lang="ta"><title>Cerebro 2</title>`
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte(newer), 0o644))
	require.NoError(t, os.Chtimes(filepath.Join(dir, "index.html"), time.Now(), time.Now().Add(2*time.Minute)))
	_, body = get(t, ts.URL+"/", map[string]string{"Accept-Encoding": "identity"})
	assert.Equal(t, `<!DOCTYPE html><HTML data-test-payments lang="ta"><title>Cerebro 2</title>`, body)
}

// A site that takes real money serves the build's page as it is (its brotli
// copy), unmarked: the banner stays hidden.
func TestLiveSiteServesThePageAsBuilt(t *testing.T) {
	dir := builtWebapp(t, builtPage)
	ts := serverWithConfig(t, func(c *config.Config) {
		c.WebappDir, c.PublicBaseURL, c.PayHere.Mode = dir, "", payments.ModeLive
	})
	for _, page := range []string{"/", "/consultant/7"} {
		res, body := get(t, ts.URL+page, map[string]string{"Accept-Encoding": "gzip, br"})
		require.Equal(t, http.StatusOK, res.StatusCode, page)
		assert.Equal(t, "br", res.Header.Get("Content-Encoding"), page)
		assert.Equal(t, "brotli of "+builtPage, body, page)
		_, body = get(t, ts.URL+page, map[string]string{"Accept-Encoding": "identity"})
		assert.Equal(t, builtPage, body, page)
		assert.NotContains(t, body, "data-test-payments", page)
	}
}
