// Package message answers a booking's thread: the messages its two parties
// write each other from the booking until rules.MessageWindow after the
// session, their attachments, and the unread counts of the dashboards.
// The admin reads a thread only once a problem is reported on its booking
// (and api's audit log records each such read); anyone else is refused.
package message

import (
	"github.com/gin-gonic/gin"

	"cerebro/api/web"
	"cerebro/models/message"
	"cerebro/models/session"
)

// Handlers answers the thread routes: the shared web deps, the threads'
// store and the bookings it reads.
type Handlers struct {
	web.Deps
	Message *message.Store
	Session *session.Store
}

// Routes registers the thread routes on v1: authz/policy/messages.csv says
// which role may call each, the handlers check whose booking it is.
func Routes(v1 *gin.RouterGroup, h *Handlers) {
	v1.GET("/booking/:id/messages", h.listMessages)
	v1.POST("/booking/:id/messages", h.postMessage)
	v1.POST("/booking/:id/attachments", h.uploadAttachment)
	v1.GET("/booking/:id/attachments/:attachmentId", h.serveAttachment)
	v1.GET("/messages/unread", h.unread)
}

// AttachmentBodyBytes caps an attachment's multipart body: one document of
// uploads.MaxDocumentBytes plus the framing.
const AttachmentBodyBytes = 10<<20 + 512<<10
