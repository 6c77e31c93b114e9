package api_test

import (
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/config"
)

// A page opened on another name than PUBLIC_BASE_URL's is sent there (the
// app at 127.0.0.1 when its address is localhost); the API answers under
// any name; the CSP lets the payment form post to the public address.
func TestPagesMoveToThePublicAddressTheAPIDoesNot(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "index.html"), []byte("<!doctype html><title>Cerebro</title>"), 0o644))
	ts := serverWithConfig(t, func(c *config.Config) {
		c.WebappDir, c.PublicBaseURL = dir, "http://localhost:8080"
	})
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

	res, err := noFollow.Get(ts.URL + "/consultant/7?tab=slots")
	require.NoError(t, err)
	res.Body.Close()
	assert.Equal(t, http.StatusPermanentRedirect, res.StatusCode)
	assert.Equal(t, "http://localhost:8080/consultant/7?tab=slots", res.Header.Get("Location"))
	assert.Contains(t, res.Header.Get("Content-Security-Policy"), "form-action 'self' http://localhost:8080 https://sandbox.payhere.lk")

	api, err := noFollow.Get(ts.URL + "/api/v1/health")
	require.NoError(t, err)
	api.Body.Close()
	assert.NotEqual(t, http.StatusPermanentRedirect, api.StatusCode, "the API answers under any name")

	req, err := http.NewRequest("GET", ts.URL+"/", nil)
	require.NoError(t, err)
	req.Host = "localhost:8080" // as a browser on the public address asks
	page, err := noFollow.Do(req)
	require.NoError(t, err)
	page.Body.Close()
	assert.Equal(t, http.StatusOK, page.StatusCode, "on its public address the page is served")
}
