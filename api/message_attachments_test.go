package api_test

import (
	"bytes"
	"context"
	"net/http"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	profileacts "cerebro/activities/profile"
	"cerebro/models"
	"cerebro/uploads"
)

// A thread's attachments: PDF, PNG or JPEG of at most 10 MB, judged by
// content, sent by one party to its booking, read by whoever reads the thread.

func TestAnAttachmentGoesWithAMessageToTheOtherParty(t *testing.T) {
	p := storedBooking(t, tomorrow(), models.BookingConfirmed)
	pdf := mustAttach(t, p.bookingID, p.shopper.token, "contract.pdf", []byte(minimalPDF))
	png := mustAttach(t, p.bookingID, p.shopper.token, "scan.pdf", pngBytes(t)) // a PNG, whatever its name says
	res := write(t, p.bookingID, p.shopper.token, "The contract and the scan", pdf, png)
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	atts := res.Body["attachments"].([]any)
	require.Len(t, atts, 2)
	first, second := atts[0].(map[string]any), atts[1].(map[string]any)
	assert.Equal(t, "contract.pdf", first["fileName"])
	assert.Equal(t, "application/pdf", first["mediaType"])
	assert.Equal(t, "scan.png", second["fileName"], "the extension its content earned")

	got, body := download(t, first["url"].(string), p.seller.token)
	require.Equal(t, http.StatusOK, got.StatusCode)
	assert.Equal(t, []byte(minimalPDF), body)
	assert.Equal(t, "application/pdf", got.Header.Get("Content-Type"))
	assert.Equal(t, "nosniff", got.Header.Get("X-Content-Type-Options"))
	assert.Contains(t, got.Header.Get("Content-Disposition"), "attachment")
	stranger, _ := download(t, first["url"].(string), newSeller(t).token)
	assert.Equal(t, http.StatusForbidden, stranger.StatusCode)
	admin, _ := download(t, first["url"].(string), adminToken(t))
	assert.Equal(t, http.StatusForbidden, admin.StatusCode, "no problem reported")
}

func TestDisguisedOrOversizedAttachmentsAreRefused(t *testing.T) {
	p := storedBooking(t, tomorrow(), models.BookingConfirmed)
	for name, c := range map[string]struct {
		file []byte
		code string
	}{
		"a page named .pdf": {[]byte("<html><script>alert(1)</script></html>"), "upload.not_document"},
		"a program as .pdf": {append([]byte("MZ\x90\x00"), make([]byte, 64)...), "upload.not_document"},
		"a PDF without end": {[]byte("%PDF-1.7\n<script>"), "upload.not_document"},
		"over 10 MB":        {append([]byte(minimalPDF), bytes.Repeat([]byte(" "), uploads.MaxDocumentBytes)...), "upload.document_too_large"},
		"an empty file":     {[]byte{}, "upload.empty"},
	} {
		res := attach(t, env.server.URL, p.bookingID, p.shopper.token, "report.pdf", c.file)
		assert.Equal(t, http.StatusBadRequest, res.Status, "%s: %s", name, res.Raw)
		assert.Equal(t, c.code, res.Body["code"], name)
	}
	var n int64
	require.NoError(t, env.store.DB.Table("booking_message_attachments").Where("booking_id = ?", p.bookingID).Count(&n).Error)
	assert.Zero(t, n, "nothing recorded")
}

func TestSomeoneElsesAttachmentCannotBeSent(t *testing.T) {
	p := storedBooking(t, tomorrow(), models.BookingConfirmed)
	theirs := mustAttach(t, p.bookingID, p.seller.token, "notes.pdf", []byte(minimalPDF))
	res := write(t, p.bookingID, p.shopper.token, "Look at this", theirs)
	require.Equal(t, http.StatusForbidden, res.Status, "%s", res.Raw)
	assert.Equal(t, "message.attachment_not_yours", res.Body["code"])
	other := storedBooking(t, tomorrow(), models.BookingConfirmed)
	elsewhere := mustAttach(t, other.bookingID, other.shopper.token, "a.pdf", []byte(minimalPDF))
	assert.Equal(t, http.StatusForbidden, write(t, p.bookingID, p.shopper.token, "x", elsewhere).Status, "another booking's")
	assert.Equal(t, http.StatusForbidden, write(t, p.bookingID, p.shopper.token, "x", 999999999).Status, "none at all")
	assert.Empty(t, messagesOf(t, p.bookingID, p.shopper.token), "nothing written")
	unsent, _ := download(t, path("/booking/%d/attachments/%d", p.bookingID, theirs), p.shopper.token)
	assert.Equal(t, http.StatusNotFound, unsent.StatusCode, "not sent yet: only its uploader sees it")

	mine := mustAttach(t, p.bookingID, p.shopper.token, "mine.pdf", []byte(minimalPDF))
	require.Equal(t, http.StatusCreated, write(t, p.bookingID, p.shopper.token, "Once", mine).Status)
	again := write(t, p.bookingID, p.shopper.token, "Twice", mine)
	assert.Equal(t, http.StatusConflict, again.Status)
	assert.Equal(t, "message.attachment_used", again.Body["code"])
}

// An attachment uploaded and never sent is swept by the daily clean-up
// like any orphaned upload, its row with it: a message cannot send it
// afterwards (it is refused, not sent without its file). A sent one stays.
func TestAnAttachmentNeverSentIsSweptAndCannotBeSentAfterwards(t *testing.T) {
	p := storedBooking(t, tomorrow(), models.BookingConfirmed)
	sentID := mustAttach(t, p.bookingID, p.shopper.token, "sent.pdf", []byte(minimalPDF))
	unsentID := mustAttach(t, p.bookingID, p.shopper.token, "unsent.pdf", []byte(minimalPDF))
	res := write(t, p.bookingID, p.shopper.token, "The contract", sentID)
	require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	sent, unsent := attachmentName(t, sentID), attachmentName(t, unsentID)
	folder := uploads.Folder{Dir: env.cfg.UploadDir}
	// Both written two days ago: only files older than the cutoff are swept.
	for _, name := range []string{sent, unsent} {
		path, err := folder.Path(uploads.KindAttachment, name)
		require.NoError(t, err)
		old := time.Now().Add(-48 * time.Hour)
		require.NoError(t, os.Chtimes(path, old, old))
	}

	acts := profileacts.Activities{Stores: env.stores, Uploads: folder}
	_, err := acts.RemoveOrphanUploads(context.Background(), profileacts.OrphanSweep{Before: time.Now().Add(-24 * time.Hour)})
	require.NoError(t, err)
	ctx := context.Background()
	assert.True(t, uploads.Exists(ctx, folder, uploads.KindAttachment, sent), "a sent attachment stays")
	assert.False(t, uploads.Exists(ctx, folder, uploads.KindAttachment, unsent), "an attachment never sent is swept")
	res = write(t, p.bookingID, p.shopper.token, "And the other one", unsentID)
	assert.Equal(t, http.StatusGone, res.Status, "%s", res.Raw)
	assert.Equal(t, "message.attachment_gone", res.Body["code"])
	assert.Equal(t, "One of the attached files is no longer kept (a file not sent within a day is removed). Attach it again.",
		res.message())
	assert.Len(t, messagesOf(t, p.bookingID, p.shopper.token), 1, "nothing sent")
	got, _ := download(t, path("/booking/%d/attachments/%d", p.bookingID, sentID), p.seller.token)
	assert.Equal(t, http.StatusOK, got.StatusCode, "the sent one still opens")
}

// attachmentName is the stored name of an attachment.
func attachmentName(t testing.TB, id int64) string {
	t.Helper()
	a, err := env.stores.Message.AttachmentByID(context.Background(), id)
	require.NoError(t, err)
	return a.Name
}
