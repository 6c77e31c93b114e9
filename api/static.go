package api

import (
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/assets"
)

// Cache policies: a file whose name or URL carries its content's hash never
// changes, so a browser keeps it a year without asking; anything else (the
// SPA's index.html above all) is revalidated on every load.
const (
	cacheForever = "public, max-age=31536000, immutable"
	cacheRecheck = "no-cache"
)

// The web app manifest's type (W3C Web App Manifest), which Go's table lacks.
func init() { _ = mime.AddExtensionType(".webmanifest", "application/manifest+json") }

// precompressed are the encodings the web app build writes beside each large
// file (vite-plugin-compression2), best first.
var precompressed = []struct{ encoding, suffix string }{{"br", ".br"}, {"gzip", ".gz"}}

// serveBuiltFile answers a file of the built web app, in the best encoding
// the browser accepts that the build wrote beside it.
func serveBuiltFile(c *gin.Context, file string) {
	c.Header("Vary", "Accept-Encoding")
	accepted := c.GetHeader("Accept-Encoding")
	for _, p := range precompressed {
		if !acceptsEncoding(accepted, p.encoding) {
			continue
		}
		if st, err := os.Stat(file + p.suffix); err == nil && !st.IsDir() {
			if kind := mime.TypeByExtension(filepath.Ext(file)); kind != "" {
				c.Header("Content-Type", kind)
			}
			c.Header("Content-Encoding", p.encoding)
			c.File(file + p.suffix)
			return
		}
	}
	c.File(file)
}

// acceptsEncoding reads an Accept-Encoding header: "gzip, deflate, br;q=1".
// An encoding given q=0 is refused.
func acceptsEncoding(header, encoding string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), encoding) {
			continue
		}
		if q, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			weight, err := strconv.ParseFloat(q, 64)
			return err == nil && weight > 0
		}
		return true
	}
	return false
}

// serveCategoryThumbnail answers GET /static/categories/*name: cached for
// good when asked for at its current version, revalidated by ETag otherwise.
func serveCategoryThumbnail(c *gin.Context) {
	name := strings.TrimPrefix(path.Clean(c.Param("name")), "/")
	hash, ok := web.CategoryFiles()[name]
	if !ok {
		web.Answer(c, http.StatusNotFound, apperr.New(web.CodeNotFound))
		return
	}
	data, _ := fs.ReadFile(assets.Categories, "categories/"+name)
	if c.Query("v") == hash {
		c.Header("Cache-Control", cacheForever)
	} else {
		c.Header("Cache-Control", cacheRecheck)
	}
	etag := `"` + hash + `"`
	c.Header("ETag", etag)
	if c.GetHeader("If-None-Match") == etag {
		c.Status(http.StatusNotModified)
		return
	}
	c.Data(http.StatusOK, mime.TypeByExtension(path.Ext(name)), data)
}
