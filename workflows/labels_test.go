package workflows_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cerebro/activities"
	profileacts "cerebro/activities/profile"
	sessionacts "cerebro/activities/session"
	"cerebro/models"
	"cerebro/workflows"
)

func TestActivitiesAreLabelledInWords(t *testing.T) {
	for _, c := range []struct {
		activity string
		args     []any
		want     string
	}{
		{"CompleteBooking", []any{int64(47)}, "Complete booking (booking 47)"},
		{"PayRefund", []any{int64(12)}, "Pay refund (refund 12)"},
		{"SendChangeMail", []any{sessionacts.ChangeMail{BookingID: 47, Party: activities.MailConsultee}}, "Send change mail (booking 47)"},
		{"ReleaseInvoice", []any{models.Release{InvoiceID: 9}}, "Release invoice (invoice 9)"},
		{"RefreshNextFreeSlots", nil, "Refresh next free slots"},
		{"RemoveOrphanUploads", []any{profileacts.OrphanSweep{}}, "Remove orphan uploads"},
	} {
		assert.Equal(t, c.want, workflows.ActivityLabel(c.activity, c.args...), c.activity)
	}
}
