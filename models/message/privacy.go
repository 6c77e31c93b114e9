package message

import (
	"context"
	"time"

	"gorm.io/gorm"

	"cerebro/models/privacy"
)

// kindAttachment is the upload kind of a thread's attachments
// (uploads.KindAttachment).
const kindAttachment = "attachments"

// PrivacyPart is the messages' share of a person's data: their bookings'
// notes and threads in the export (both sides: a conversation is read
// whole), the attachments they sent as files; on closing, what they wrote
// goes — their messages, their attachments, the note they gave — and the
// other party's words stay.
func PrivacyPart() privacy.Part {
	return privacy.Part{Name: "messages", Export: exportThreads, Files: sentFiles, Erase: eraseWritten}
}

// threadEntry is one message of an exported thread.
type threadEntry struct {
	BookingID   int64     `json:"bookingId"`
	From        string    `json:"from"` // CONSULTEE or CONSULTANT
	Text        string    `json:"text"`
	At          time.Time `json:"at"`
	Attachments string    `json:"attachments"` // the file names, comma-separated
}

type noteEntry struct {
	BookingID int64  `json:"bookingId"`
	Note      string `json:"note"`
}

func exportThreads(_ context.Context, db *gorm.DB, p privacy.Person) (any, error) {
	var notes []noteEntry
	err := db.Raw(`SELECT id AS booking_id, note FROM bookings
		WHERE (consultee_id = ? OR consultant_id = ?) AND note <> '' ORDER BY id`, p.ConsulteeID, p.ConsultantID).Scan(&notes).Error
	if err != nil {
		return nil, err
	}
	thread := []threadEntry{}
	err = db.Raw(`SELECT m.booking_id, m.sender_role AS "from", m.text, m.created_at AS at,
		       coalesce(string_agg(a.file_name, ', ' ORDER BY a.id), '') AS attachments
		  FROM booking_messages m JOIN bookings b ON b.id = m.booking_id
		  LEFT JOIN booking_message_attachments a ON a.message_id = m.id
		 WHERE b.consultee_id = ? OR b.consultant_id = ?
		 GROUP BY m.id ORDER BY m.booking_id, m.id`, p.ConsulteeID, p.ConsultantID).Scan(&thread).Error
	return map[string]any{"notes": notes, "messages": thread}, err
}

// sentFiles are the attachments the person uploaded and that are still
// kept (one never sent is swept a day later).
func sentFiles(_ context.Context, db *gorm.DB, p privacy.Person) ([]privacy.File, error) {
	var names []string
	err := db.Raw(`SELECT name FROM booking_message_attachments WHERE uploader_id = ? AND swept_at IS NULL ORDER BY id`,
		p.UserID).Scan(&names).Error
	return privacy.FilesOf(kindAttachment, names), err
}

// eraseWritten deletes the person's messages and attachments (named for
// deletion from the store) and blanks the notes they gave.
func eraseWritten(_ context.Context, tx *gorm.DB, p privacy.Person, _ time.Time) ([]privacy.File, error) {
	var names []string
	err := tx.Raw(`DELETE FROM booking_message_attachments WHERE uploader_id = ? RETURNING name`, p.UserID).Scan(&names).Error
	if err != nil {
		return nil, err
	}
	err = tx.Exec(`DELETE FROM booking_messages m USING bookings b WHERE b.id = m.booking_id AND
		((b.consultee_id = ? AND m.sender_role = 'CONSULTEE') OR (b.consultant_id = ? AND m.sender_role = 'CONSULTANT'))`,
		p.ConsulteeID, p.ConsultantID).Error
	if err != nil {
		return nil, err
	}
	err = tx.Exec(`UPDATE bookings SET note = '' WHERE consultee_id = ? AND note <> ''`, p.ConsulteeID).Error
	return privacy.FilesOf(kindAttachment, names), err
}
