// Package message is the store of a booking's thread: the messages its two
// parties write each other, their attachments, and how far each party has
// read and been mailed. Who may read or write is the API's to decide
// (api/message); this package records and counts.
package message

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/apperr"
	"cerebro/models"
)

// Refusals of the attachments a message names.
const (
	ErrAttachmentNotYours apperr.Code = "message.attachment_not_yours"
	ErrAttachmentUsed     apperr.Code = "message.attachment_used"
	// ErrAttachmentGone: an attachment no longer kept (never sent within a
	// day, the upload cleaner removed it).
	ErrAttachmentGone apperr.Code = "message.attachment_gone"
)

// Store reads and writes booking threads.
type Store struct{ db *gorm.DB }

// New is the threads' store over db.
func New(db *gorm.DB) *Store { return &Store{db: db} }

// Message is one message of a thread.
type Message struct {
	ID          int64 `gorm:"primaryKey"`
	BookingID   int64
	SenderRole  models.Rater // models.RaterConsultee or models.RaterConsultant
	Text        string
	CreatedAt   time.Time
	Attachments []Attachment `gorm:"foreignKey:MessageID"`
}

// TableName is the messages' table.
func (Message) TableName() string { return "booking_messages" }

// Attachment is a file sent in a thread, stored with the uploads
// (uploads.KindAttachment) under Name; MessageID is nil until a message
// claims it.
type Attachment struct {
	ID         int64 `gorm:"primaryKey"`
	BookingID  int64
	MessageID  *int64
	UploaderID int64
	Name       string // the stored, generated name
	FileName   string // the sender's file name, shown only
	MediaType  string
	Bytes      int64
	CreatedAt  time.Time
	SweptAt    *time.Time // never sent: the upload cleaner removed its file
}

// TableName is the attachments' table.
func (Attachment) TableName() string { return "booking_message_attachments" }

// Post is a new message: its booking, who writes it and the attachments it
// claims (uploaded before by the same account to the same booking).
type Post struct {
	BookingID     int64
	Role          models.Rater
	UserID        int64 // the writer's account
	Text          string
	AttachmentIDs []int64
	At            time.Time
}

// Add writes a message and claims its attachments, all or nothing: an
// attachment of another account or booking, or one already sent, refuses
// the message and nothing is written.
func (s *Store) Add(ctx context.Context, p Post) (Message, error) {
	m := Message{BookingID: p.BookingID, SenderRole: p.Role, Text: p.Text, CreatedAt: p.At}
	err := s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if err := tx.Omit("Attachments").Create(&m).Error; err != nil {
			return err
		}
		return claimAttachments(tx, &m, p)
	})
	return m, err
}

// claimAttachments hands the post's attachments to message m, or refuses.
func claimAttachments(tx *gorm.DB, m *Message, p Post) error {
	if len(p.AttachmentIDs) == 0 {
		return nil
	}
	res := tx.Model(&Attachment{}).
		Where("id IN ? AND booking_id = ? AND uploader_id = ? AND message_id IS NULL AND swept_at IS NULL",
			p.AttachmentIDs, p.BookingID, p.UserID).
		Update("message_id", m.ID)
	if res.Error != nil {
		return res.Error
	}
	if int(res.RowsAffected) == len(p.AttachmentIDs) {
		return tx.Where("message_id = ?", m.ID).Order("id").Find(&m.Attachments).Error
	}
	var n struct{ Mine, Swept int }
	err := tx.Model(&Attachment{}).Select("count(*) AS mine, count(swept_at) AS swept").
		Where("id IN ? AND booking_id = ? AND uploader_id = ?", p.AttachmentIDs, p.BookingID, p.UserID).Scan(&n).Error
	switch {
	case err != nil:
		return err
	case n.Mine < len(p.AttachmentIDs):
		return apperr.New(ErrAttachmentNotYours)
	case n.Swept > 0:
		return apperr.New(ErrAttachmentGone)
	}
	return apperr.New(ErrAttachmentUsed)
}

// Thread is a booking's messages, oldest first, with their attachments.
func (s *Store) Thread(ctx context.Context, bookingID int64) ([]Message, error) {
	var out []Message
	err := s.db.WithContext(ctx).Preload("Attachments", func(db *gorm.DB) *gorm.DB { return db.Order("id") }).
		Where("booking_id = ?", bookingID).Order("id").Find(&out).Error
	return out, err
}

// AddAttachment records an uploaded file for a booking before any message
// claims it.
func (s *Store) AddAttachment(ctx context.Context, a *Attachment) error {
	return s.db.WithContext(ctx).Omit("MessageID").Create(a).Error
}

// SentAttachments answers which of the stored files named a sent message
// keeps, for the upload cleaner. It first marks the ones no message
// claimed (uploaded, then never sent) swept: a message sent from now on
// cannot claim a file the cleaner is about to remove (it is told the
// attachment is gone), and one that claimed it before keeps it.
func (s *Store) SentAttachments(ctx context.Context, names []string) ([]string, error) {
	db := s.db.WithContext(ctx)
	err := db.Exec(`UPDATE booking_message_attachments SET swept_at = now()
		WHERE name IN ? AND message_id IS NULL AND swept_at IS NULL`, names).Error
	if err != nil {
		return nil, err
	}
	var sent []string
	err = db.Raw(`SELECT name FROM booking_message_attachments WHERE name IN ? AND message_id IS NOT NULL`, names).Scan(&sent).Error
	return sent, err
}

// AttachmentByID is one attachment; models.ErrNotFound when there is none.
func (s *Store) AttachmentByID(ctx context.Context, id int64) (Attachment, error) {
	var a Attachment
	err := s.db.WithContext(ctx).Take(&a, id).Error
	return a, models.NotFound(err)
}

// ProblemReported reports whether the booking's consultee has reported a
// problem with it — a fault claim (a technical fault or an unsatisfactory
// session, models/refund): only then may the admin read its thread.
func (s *Store) ProblemReported(ctx context.Context, bookingID int64) (bool, error) {
	var n int64
	err := s.db.WithContext(ctx).Table("refunds").
		Where("booking_id = ? AND cause IN ?", bookingID, []models.RefundCause{models.CauseTechnicalFault, models.CauseUnsatisfactory}).
		Count(&n).Error
	return n > 0, err
}
