package message

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"
	"go.temporal.io/sdk/client"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/message"
	"cerebro/rules"
	"cerebro/workflows"
	messagewf "cerebro/workflows/message"
)

// Refusals of a message.
const (
	errTextEmpty          apperr.Code = "message.text_empty"
	errTextTooLong        apperr.Code = "message.text_too_long"
	errTooManyAttachments apperr.Code = "message.too_many_attachments"
)

// postBody is POST /booking/:id/messages's body.
type postBody struct {
	Text          string  `json:"text"`
	AttachmentIDs []int64 `json:"attachmentIds"`
}

// attachmentView is an attachment as a thread shows it: where to download it.
type attachmentView struct {
	ID        int64  `json:"id"`
	FileName  string `json:"fileName"`
	MediaType string `json:"mediaType"`
	Bytes     int64  `json:"bytes"`
	URL       string `json:"url"`
}

// messageView is one message of a thread. From is the writer's side
// (CONSULTEE or CONSULTANT); Mine says whether the caller wrote it. Text is
// plain text, as typed: the web app shows it as text, never as markup.
type messageView struct {
	ID          int64            `json:"id"`
	From        models.Rater     `json:"from"`
	FromName    string           `json:"fromName"`
	Mine        bool             `json:"mine"`
	Text        string           `json:"text"`
	At          time.Time        `json:"at"`
	Attachments []attachmentView `json:"attachments"`
}

// threadView is GET /booking/:id/messages's answer.
type threadView struct {
	BookingID int64         `json:"bookingId"`
	Viewer    models.Rater  `json:"viewer"`    // the caller's side; "" for the admin
	Note      string        `json:"note"`      // what the consultee wrote when booking
	Open      bool          `json:"open"`      // new messages are taken
	OpenUntil time.Time     `json:"openUntil"` // the last moment one is
	Messages  []messageView `json:"messages"`
}

// listMessages is GET /booking/:id/messages: the thread oldest first, to
// its parties (which marks it read for the caller) and, once a problem is
// reported, to the admin (audited).
func (h *Handlers) listMessages(c *gin.Context) {
	r, ok := h.readable(c)
	if !ok {
		return
	}
	ctx := c.Request.Context()
	list, err := h.Message.Thread(ctx, r.booking.ID)
	if err != nil {
		web.Fail(c, err)
		return
	}
	if r.role != "" && len(list) > 0 {
		if err := h.Message.MarkRead(ctx, r.booking.ID, r.role, list[len(list)-1].ID); err != nil {
			web.Fail(c, err)
			return
		}
	}
	out := threadView{BookingID: r.booking.ID, Viewer: r.role, Note: r.booking.Note, Messages: make([]messageView, len(list))}
	if s := r.booking.Slot; s != nil {
		out.OpenUntil = s.EndsAt.Add(rules.MessageWindow)
		out.Open = rules.MessagesOpen(s.EndsAt, h.Now())
	}
	for i := range list {
		out.Messages[i] = viewMessage(r, &list[i])
	}
	c.JSON(http.StatusOK, out)
}

// postMessage is POST /booking/:id/messages: one of the two parties writes
// while the thread is open; the other is mailed once the thread is quiet.
func (h *Handlers) postMessage(c *gin.Context) {
	var in postBody
	if !web.BindJSON(c, &in) {
		return
	}
	text, err := checkPost(in)
	if err != nil {
		web.Fail(c, err)
		return
	}
	r, ok := h.writable(c)
	if !ok {
		return
	}
	ctx := c.Request.Context()
	m, err := h.Message.Add(ctx, message.Post{BookingID: r.booking.ID, Role: r.role, UserID: web.CallerID(c),
		Text: text, AttachmentIDs: in.AttachmentIDs, At: h.Now().UTC()})
	if err != nil {
		web.Fail(c, err)
		return
	}
	h.tellOtherParty(ctx, r)
	c.JSON(http.StatusCreated, viewMessage(r, &m))
}

// checkPost normalises a message's text and refuses an empty or too long
// one, or too many attachments.
func checkPost(in postBody) (string, error) {
	text, err := web.RequiredText(in.Text, rules.MaxMessageText, errTextEmpty, errTextTooLong)
	if err == nil && len(in.AttachmentIDs) > rules.MaxMessageAttachments {
		err = apperr.New(errTooManyAttachments).With("max", rules.MaxMessageAttachments)
	}
	return text, err
}

// tellOtherParty has the other party mailed once the thread has been quiet
// (workflows/message): the first message starts the wait, later ones put it
// off. The message is stored whatever happens here: a failure is logged,
// and the unread count still shows it.
func (h *Handlers) tellOtherParty(ctx context.Context, r reader) {
	to := models.RaterConsultant
	if r.role == models.RaterConsultant {
		to = models.RaterConsultee
	}
	ctx, cancel := context.WithTimeout(ctx, web.AnswerTimeout)
	defer cancel()
	_, err := h.Temporal.SignalWithStartWorkflow(ctx, workflows.MessageMailWorkflowID(r.booking.ID, string(to)),
		messagewf.PostedSignal, nil, client.StartWorkflowOptions{TaskQueue: h.Config.TaskQueue,
			StaticSummary: fmt.Sprintf("Mail booking %d's new messages to the %s once quiet", r.booking.ID, to)},
		messagewf.MailNewMessages, messagewf.MailInput{BookingID: r.booking.ID, Recipient: to, Quiet: h.Config.MessageQuiet})
	if err != nil {
		slog.ErrorContext(ctx, "message mail not scheduled", "booking", r.booking.ID, "err", err)
	}
}

// viewMessage is m as r sees it.
func viewMessage(r reader, m *message.Message) messageView {
	v := messageView{ID: m.ID, From: m.SenderRole, Mine: r.role != "" && m.SenderRole == r.role, Text: m.Text,
		At: m.CreatedAt.UTC(), Attachments: make([]attachmentView, len(m.Attachments))}
	v.FromName = partyName(r.booking, m.SenderRole)
	for i, a := range m.Attachments {
		v.Attachments[i] = attachmentView{ID: a.ID, FileName: a.FileName, MediaType: a.MediaType, Bytes: a.Bytes,
			URL: fmt.Sprintf("/api/v1/booking/%d/attachments/%d", m.BookingID, a.ID)}
	}
	return v
}

// partyName is the display name of the booking's party role.
func partyName(b *models.Booking, role models.Rater) string {
	if role == models.RaterConsultant && b.Consultant != nil {
		return b.Consultant.DisplayName
	}
	if role == models.RaterConsultee && b.Consultee != nil {
		return b.Consultee.DisplayName
	}
	return ""
}
