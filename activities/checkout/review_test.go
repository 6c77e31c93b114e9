package checkout_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/activities/activitiestest"
	checkoutacts "cerebro/activities/checkout"
	"cerebro/models"
)

// The admins hear about a slip waiting for review; once it is decided,
// nobody is mailed.
func TestSlipReviewReminderGoesToEveryAdminWhileTheSlipWaits(t *testing.T) {
	w := activitiestest.NewWorld(t)
	ctx := context.Background()
	for _, email := range []string{"admin1@x.lk", "admin2@x.lk"} {
		require.NoError(t, w.Deps.Stores.Account.CreateUser(ctx, &models.User{UserName: email, Email: email, PasswordHash: "x", Role: models.RoleAdmin}))
	}
	in := checkoutacts.SlipReviewReminder{InvoiceID: w.Invoice.InvoiceID, ReviewBy: w.Invoice.FirstStart()}

	require.NoError(t, w.Checkout.SendSlipReviewReminder(ctx, in))
	assert.Empty(t, w.Outbox.Sent(), "an invoice not awaiting approval mails nobody")

	require.NoError(t, w.Deps.Stores.Checkout.MarkSlipUploaded(ctx, w.Invoice.InvoiceID, w.Invoice.FirstStart()))
	require.NoError(t, w.Checkout.SendSlipReviewReminder(ctx, in))
	for _, admin := range []string{"admin1@x.lk", "admin2@x.lk"} {
		sent := w.Outbox.To(admin)
		require.Len(t, sent, 1, admin)
		assert.Contains(t, sent[0].Subject, models.InvoiceCref(w.Invoice.InvoiceID))
		assert.Contains(t, sent[0].Body, "the booking fails and the deposit is owed back")
		assert.Contains(t, sent[0].Body, "http://cerebro.test/#/admindashboard")
	}
	assert.Empty(t, w.Outbox.To("ce@x.lk"))
}
