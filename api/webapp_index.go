package api

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
)

// testPaymentsMark is the attribute a site with test payments
// (config.Config.TestPayments) adds to index.html's <html> element: the web
// app's stylesheet then shows its test-payments banner
// (webapp/src/components/TestPaymentsBanner.jsx) on every page, from the
// first paint of the pages pre-rendered at build time, which always carry it
// hidden. Nothing else differs, so they hydrate as built.
const testPaymentsMark = "data-test-payments"

// markedIndex is index.html as a site with test payments serves it, marked
// and gzipped once per version of the file (the build's brotli copy is of
// the unmarked page).
type markedIndex struct {
	mu      sync.Mutex
	modTime time.Time
	size    int64
	page    markedPage
}

// markedPage is one version of the marked index.html; never changed once made.
type markedPage struct {
	plain, gzipped []byte
	etag           string
}

// load answers the marked page of the file, made again when the file changed.
func (m *markedIndex) load(file string, st os.FileInfo) (markedPage, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.page.plain != nil && m.modTime.Equal(st.ModTime()) && m.size == st.Size() {
		return m.page, nil
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		return markedPage{}, err
	}
	marked := markTestPayments(raw)
	var gz bytes.Buffer
	w, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	_, _ = w.Write(marked)
	if err := w.Close(); err != nil {
		return markedPage{}, err
	}
	sum := sha256.Sum256(marked)
	m.modTime, m.size = st.ModTime(), st.Size()
	m.page = markedPage{plain: marked, gzipped: gz.Bytes(), etag: `"test-payments-` + hex.EncodeToString(sum[:8]) + `"`}
	return m.page, nil
}

// markTestPayments adds the mark to the page's <html> start tag, or, where
// the page leaves that tag out (HTML may), gives it one after the doctype.
func markTestPayments(page []byte) []byte {
	lower := bytes.ToLower(page)
	if at := bytes.Index(lower, []byte("<html")); at >= 0 {
		at += len("<html")
		return slices.Concat(page[:at], []byte(" "+testPaymentsMark), page[at:])
	}
	at := 0
	if bytes.HasPrefix(bytes.TrimSpace(lower), []byte("<!doctype")) {
		at = bytes.IndexByte(page, '>') + 1
	}
	return slices.Concat(page[:at], []byte("<html "+testPaymentsMark+">"), page[at:])
}

// serveIndex answers the web app's index.html, revalidated on every load:
// the build's file as it is, or marked on a site with test payments. The
// marked page has only an ETag of its own, no Last-Modified, so a browser
// holding the other kind of page (the site changed modes since) gets the
// one this site serves now.
func (s *Server) serveIndex(c *gin.Context, file string, st os.FileInfo) {
	c.Header("Cache-Control", cacheRecheck)
	if !s.Config.TestPayments() {
		serveBuiltFile(c, file)
		return
	}
	page, err := s.marked.load(file, st)
	if err != nil {
		web.LogError(c, err)
		c.String(http.StatusInternalServerError, "The web app's index.html could not be served.")
		return
	}
	body, etag := page.plain, page.etag
	if acceptsEncoding(c.GetHeader("Accept-Encoding"), "gzip") {
		c.Header("Content-Encoding", "gzip")
		body, etag = page.gzipped, strings.TrimSuffix(etag, `"`)+`-gzip"`
	}
	c.Header("Vary", "Accept-Encoding")
	c.Header("Content-Type", "text/html; charset=utf-8")
	c.Header("ETag", etag)
	http.ServeContent(c.Writer, c.Request, "index.html", time.Time{}, bytes.NewReader(body))
}
