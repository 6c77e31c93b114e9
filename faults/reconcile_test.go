package faults_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/faults/harness"
	"cerebro/models"
	"cerebro/testutil"
)

// The gateway notifies while Temporal is down: the API stores the signed
// notification but cannot hand it on, and the gateway never sends it again.
// Once Temporal is back, the payments reconciler (a Schedule the worker
// created at start) delivers it: the invoice is paid, once.
func TestNotificationStoredWhileTemporalWasDownIsSettled(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	cli, err := testutil.TemporalCLI()
	require.NoError(t, err)
	dir := t.TempDir()
	dev, err := harness.StartTemporal(ctx, cli, filepath.Join(dir, "temporal.db"), filepath.Join(dir, "temporal.log"))
	require.NoError(t, err)
	t.Cleanup(dev.Kill)
	s := newSystem(t, systemOptions{temporal: dev.Address})
	seller := s.seller()
	slots := openSlots(t, s.store, seller.id, future(), 1)
	id := mustBook(t, s.api.URL, s.shopper(), seller.id, slots...)
	inv := invoiceRow(t, s.store, id)

	dev.Kill()
	status := notify(t, s.api.URL, notificationFor(inv, "pay-stored-"+inv.Cref))
	t.Logf("the API answered %d while Temporal was down", status)
	assert.Equal(t, int64(1), count(t, s.store, `SELECT count(*) FROM payment_notifications WHERE invoice_id = ?`, id),
		"the notification is stored whatever the API answers")
	require.NoError(t, dev.Restart(ctx))
	restarted := time.Now()

	out := checkoutResult(t, s.temporal, id, 90*time.Second)
	require.Equal(t, models.InvoicePaid, out.Status)
	t.Logf("paid %s after Temporal came back, with no resend", time.Since(restarted).Round(time.Second))
	assertPaidOnce(t, s, id, "pay-stored-"+inv.Cref)
	checkInvariants(t, s.store, true)
}
