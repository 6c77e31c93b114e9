package api_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The areas beside the money add their part of a person's data: a
// booking's note and thread go into the export whole (both sides), and
// closing the account takes what the person wrote — their messages, their
// note, the reviews they reported — and leaves the other party's words.
func TestAPersonsMessagesAndReportsAreExportedAndGoWithTheirAccount(t *testing.T) {
	rateID, shopper := reviewed(t, newSeller(t), 5, "Helpful and clear", time.Now().UTC().Add(-10*24*time.Hour))
	db := env.store.DB
	p := struct {
		shopper   party
		bookingID int64
	}{shopper: shopper}
	require.NoError(t, db.Raw(`SELECT booking_id FROM booking_rates WHERE id = ?`, rateID).Scan(&p.bookingID).Error)
	require.NoError(t, db.Exec(`UPDATE bookings SET note = 'My lease, clause 4' WHERE id = ?`, p.bookingID).Error)
	require.NoError(t, db.Exec(`INSERT INTO booking_messages (booking_id, sender_role, text) VALUES
		(?, 'CONSULTEE', 'Here is the clause I meant'), (?, 'CONSULTANT', 'Thank you, I read it')`, p.bookingID, p.bookingID).Error)
	rep := reportReview(t, p.shopper.token, rateID, "Testing the report")
	require.Equal(t, http.StatusCreated, rep.Status, "%s", rep.Raw)

	files := exportOf(t, p.shopper.token)
	thread := string(files["messages.json"])
	assert.Contains(t, thread, "My lease, clause 4")
	assert.Contains(t, thread, "Here is the clause I meant")
	assert.Contains(t, thread, "Thank you, I read it", "the conversation whole")
	assert.Contains(t, string(files["review-moderation.json"]), "Testing the report")
	assert.Contains(t, files, "credentials.json")

	require.Equal(t, http.StatusNoContent, closeAccount(t, p.shopper.token, map[string]any{"confirm": true}).Status)
	var texts []string
	require.NoError(t, db.Raw(`SELECT text FROM booking_messages WHERE booking_id = ? ORDER BY id`, p.bookingID).Scan(&texts).Error)
	assert.Equal(t, []string{"Thank you, I read it"}, texts, "the consultant's words stay, the closed consultee's go")
	var note string
	require.NoError(t, db.Raw(`SELECT note FROM bookings WHERE id = ?`, p.bookingID).Scan(&note).Error)
	assert.Empty(t, note)
	var reports int64
	require.NoError(t, db.Raw(`SELECT count(*) FROM review_reports WHERE user_id = ?`, p.shopper.userID).Scan(&reports).Error)
	assert.Zero(t, reports)
}
