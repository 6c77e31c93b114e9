package activities_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/activities"
	"cerebro/models"
)

// The admins hear about a slip waiting for review; once it is decided,
// nobody is mailed.
func TestSlipReviewReminderGoesToEveryAdminWhileTheSlipWaits(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	for _, email := range []string{"admin1@x.lk", "admin2@x.lk"} {
		require.NoError(t, w.acts.Stores.Account.CreateUser(ctx, &models.User{UserName: email, Email: email, PasswordHash: "x", Role: models.RoleAdmin}))
	}
	in := activities.SlipReviewReminder{InvoiceID: w.invoice.InvoiceID, ReviewBy: w.invoice.FirstStart()}

	require.NoError(t, w.acts.SendSlipReviewReminder(ctx, in))
	assert.Empty(t, w.outbox.Sent(), "an invoice not awaiting approval mails nobody")

	require.NoError(t, w.acts.Stores.Checkout.MarkSlipUploaded(ctx, w.invoice.InvoiceID, w.invoice.FirstStart()))
	require.NoError(t, w.acts.SendSlipReviewReminder(ctx, in))
	for _, admin := range []string{"admin1@x.lk", "admin2@x.lk"} {
		sent := w.outbox.To(admin)
		require.Len(t, sent, 1, admin)
		assert.Contains(t, sent[0].Subject, models.InvoiceCref(w.invoice.InvoiceID))
		assert.Contains(t, sent[0].Body, "the booking fails and the deposit is owed back")
		assert.Contains(t, sent[0].Body, "http://cerebro.test/#/admindashboard")
	}
	assert.Empty(t, w.outbox.To("ce@x.lk"))
}
