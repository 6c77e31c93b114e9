package message

import (
	"errors"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models/message"
	"cerebro/uploads"
)

// Refusals of an attachment.
const (
	errFileMissing        apperr.Code = "message.file_missing"
	errAttachmentNotFound apperr.Code = "message.attachment_not_found"
)

// uploadAttachment is POST /booking/:id/attachments (multipart field
// "file"): one of the parties sends a PDF, PNG or JPEG of at most 10 MB,
// judged by its content, while the thread is open. It answers 201 with the
// attachment's id, which their next message names in attachmentIds.
func (h *Handlers) uploadAttachment(c *gin.Context) {
	r, ok := h.writable(c)
	if !ok {
		return
	}
	fh, f, ok := web.OpenFormFile(c, "file", fileProblem)
	if !ok {
		return
	}
	defer f.Close()
	doc, err := uploads.InspectDocument(f)
	if err != nil {
		web.Fail(c, err)
		return
	}
	ctx := c.Request.Context()
	if err := h.Images().Write(ctx, uploads.KindAttachment, doc.Image); err != nil {
		web.Fail(c, err)
		return
	}
	a := message.Attachment{BookingID: r.booking.ID, UploaderID: web.CallerID(c), Name: doc.Name,
		FileName: cleanFileName(fh.Filename, doc.Name), MediaType: doc.MediaType, Bytes: int64(len(doc.Data)), CreatedAt: h.Now().UTC()}
	if err := h.Message.AddAttachment(ctx, &a); err != nil {
		web.Fail(c, err)
		return
	}
	c.JSON(http.StatusCreated, attachmentView{ID: a.ID, FileName: a.FileName, MediaType: a.MediaType, Bytes: a.Bytes,
		URL: fmt.Sprintf("/api/v1/booking/%d/attachments/%d", a.BookingID, a.ID)})
}

// fileProblem explains why the multipart form could not be read.
func fileProblem(err error) error {
	var maxErr *http.MaxBytesError
	if errors.As(err, &maxErr) {
		return uploads.DocumentTooLarge(uploads.MaxDocumentBytes)
	}
	return apperr.New(errFileMissing)
}

// cleanFileName keeps the sender's file name for display only: its base,
// printable, at most 100 characters, with the extension the content earned
// (a PNG sent as "report.pdf" is shown as "report.png").
func cleanFileName(sent, stored string) string {
	base := strings.TrimSuffix(filepath.Base(strings.ReplaceAll(sent, "\\", "/")), filepath.Ext(sent))
	base = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || strings.ContainsRune(`"/\<>`, r) {
			return -1
		}
		return r
	}, base)
	if utf8.RuneCountInString(base) > 100 {
		base = string([]rune(base)[:100])
	}
	if base == "" || base == "." {
		base = "attachment"
	}
	return base + filepath.Ext(stored)
}

// serveAttachment is GET /booking/:id/attachments/:attachmentId: the file,
// as a download, to whoever may read the thread.
func (h *Handlers) serveAttachment(c *gin.Context) {
	r, ok := h.readable(c)
	if !ok {
		return
	}
	id, ok := web.PathID(c, "attachmentId")
	if !ok {
		return
	}
	ctx := c.Request.Context()
	a, err := h.Message.AttachmentByID(ctx, id)
	if err != nil || a.BookingID != r.booking.ID || a.MessageID == nil && !web.CallerIs(c, a.UploaderID) {
		web.Fail(c, orNotFound(err))
		return
	}
	f, err := h.Images().Open(ctx, uploads.KindAttachment, a.Name)
	if err != nil {
		web.Fail(c, orNotFound(err))
		return
	}
	defer f.Close()
	header := c.Writer.Header()
	header.Set("Content-Type", uploads.MediaTypeOf(a.Name))
	header.Set("X-Content-Type-Options", "nosniff")
	header.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": a.FileName}))
	header.Set("Cache-Control", "private, no-store")
	http.ServeContent(c.Writer, c.Request, "", f.ModTime, f)
}

// orNotFound answers a missing attachment (or one of another booking, or
// not yet sent by someone else) as not found; other errors as they are.
func orNotFound(err error) error {
	if err == nil || errors.Is(err, fs.ErrNotExist) || errors.Is(err, errNotFound) {
		return apperr.New(errAttachmentNotFound)
	}
	return err
}
