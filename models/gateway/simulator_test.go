package gateway_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models/gateway"
	"cerebro/payments"
	"cerebro/testutil"
)

func TestSimulatorLedgerRecordsAKeyOnce(t *testing.T) {
	store := gateway.New(testutil.Store(t).DB)
	ctx := context.Background()
	r := payments.SimulatedRefund{RefundID: "111", PaymentID: "p-1", AmountCents: 500, IdempotencyKey: "refund-1", At: time.Now()}

	first, created, err := store.RecordSimulatedRefund(ctx, r)
	require.NoError(t, err)
	assert.True(t, created)
	r.RefundID = "222"
	second, created, err := store.RecordSimulatedRefund(ctx, r)
	require.NoError(t, err)

	assert.False(t, created)
	assert.Equal(t, "111", second.RefundID)
	assert.Equal(t, first.RefundID, second.RefundID)
}
