package profile

import (
	"errors"
	"io/fs"
	"net/http"
	"path/filepath"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/uploads"
)

// Refusals of the image upload and of an image asked for.
const (
	errUploadTooLarge apperr.Code = "upload.too_large"
	errImageMissing   apperr.Code = "upload.image_missing"
	errNoSuchImage    apperr.Code = "upload.image_not_found"
)

// uploadImage stores a profile image (multipart field "image") judged by its
// content, and answers its generated name and where it is served.
func (h *Handlers) uploadImage(c *gin.Context) {
	_, f, ok := web.OpenFormFile(c, "image", uploadProblem)
	if !ok {
		return
	}
	defer f.Close()
	name, err := h.StoreUpload(c, h.Profile, uploads.KindImage, f)
	if err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusCreated, gin.H{"imageName": name, "imageUrl": web.ImageURL(name)})
}

// uploadProblem explains why the multipart form could not be read.
func uploadProblem(err error) error {
	var maxErr *http.MaxBytesError
	if errors.As(err, &maxErr) {
		return apperr.New(errUploadTooLarge)
	}
	return apperr.New(errImageMissing)
}

// serveImage serves a stored profile image to anyone. Only names this
// server generated resolve; the type comes from the extension the server
// chose after checking the content, and nosniff stops browsers guessing.
func (h *Handlers) serveImage(c *gin.Context) {
	name := c.Param("name")
	f, err := h.Images().Open(c.Request.Context(), uploads.KindImage, name)
	if errors.Is(err, fs.ErrNotExist) {
		web.Fail(c, apperr.New(errNoSuchImage))
		return
	}
	if err != nil {
		web.Fail(c, err)
		return
	}
	defer f.Close()
	header := c.Writer.Header()
	header.Set("Content-Type", imageType(name))
	header.Set("X-Content-Type-Options", "nosniff")
	// Names are random and never reused, so the content never changes.
	header.Set("Cache-Control", "public, max-age=31536000, immutable")
	http.ServeContent(c.Writer, c.Request, "", f.ModTime, f)
}

// imageType is the media type of a stored image: uploads names PNGs .png
// and JPEGs .jpg after checking their content.
func imageType(name string) string {
	if filepath.Ext(name) == ".png" {
		return "image/png"
	}
	return "image/jpeg"
}
