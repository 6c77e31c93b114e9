package api

import (
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
)

// serveWebapp serves the built SPA: real files as they are (compressed when
// the build wrote a compressed copy, see static.go), any other non-API path as
// index.html (the app uses hash routing, so that is rare; webapp_index.go).
func (s *Server) serveWebapp(r *gin.Engine) {
	dir := s.Config.WebappDir
	r.NoRoute(func(c *gin.Context) {
		if strings.HasPrefix(c.Request.URL.Path, "/api/") {
			web.Answer(c, http.StatusNotFound, apperr.New(web.CodeNotFound))
			return
		}
		if c.Request.Method != http.MethodGet && c.Request.Method != http.MethodHead {
			web.Answer(c, http.StatusNotFound, apperr.New(web.CodeNotFound))
			return
		}
		// A page opened on another name than PUBLIC_BASE_URL's (127.0.0.1 for
		// localhost) moves there, where payments, mails and the CSP expect it.
		// The API answers under any name: gateways and tools call it so.
		if public, err := url.Parse(s.Config.PublicBaseURL); err == nil && public.Host != "" && c.Request.Host != public.Host {
			c.Redirect(http.StatusPermanentRedirect, s.Config.PublicBaseURL+c.Request.URL.RequestURI())
			return
		}
		clean := filepath.Clean("/" + c.Request.URL.Path) // no escaping dir with ../
		file := filepath.Join(dir, clean)
		if st, err := os.Stat(file); err == nil && !st.IsDir() {
			if clean == "/index.html" {
				s.serveIndex(c, file, st)
				return
			}
			if strings.HasPrefix(clean, "/assets/") { // named by content hash
				c.Header("Cache-Control", cacheForever)
			} else {
				c.Header("Cache-Control", cacheRecheck)
			}
			serveBuiltFile(c, file)
			return
		}
		index := filepath.Join(dir, "index.html")
		st, err := os.Stat(index)
		if err != nil {
			c.String(http.StatusServiceUnavailable, "The web app is not built yet: run `make webapp`.")
			return
		}
		s.serveIndex(c, index, st)
	})
}
