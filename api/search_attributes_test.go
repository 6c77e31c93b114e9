package api_test

import (
	"context"
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/api/workflowservice/v1"

	"cerebro/models"
	"cerebro/workflows"
)

// An operator finds a customer's workflows by their ids, and sees where
// each stands: `temporal workflow list --query 'ConsulteeId=42'`.
func TestAConsulteesWorkflowsAreFoundByTheirId(t *testing.T) {
	p := paidSession(t, tomorrow())

	want := []string{workflows.SessionWorkflowID(p.bookingID), workflows.CheckoutWorkflowID(p.invoiceID)}
	sort.Strings(want)
	for _, query := range []string{fmt.Sprintf("ConsulteeId=%d", p.shopper.id), fmt.Sprintf("ConsultantId=%d", p.seller.id)} {
		require.Eventually(t, func() bool { return assert.ObjectsAreEqual(want, listWorkflows(t, query)) },
			10*time.Second, 100*time.Millisecond, "%s lists the checkout and the session", query)
	}
	paid := fmt.Sprintf("ConsulteeId=%d AND InvoiceStatus=%q", p.shopper.id, models.InvoicePaid)
	require.Eventually(t, func() bool { return len(listWorkflows(t, paid)) == 1 }, 10*time.Second, 100*time.Millisecond, paid)
	scheduled := fmt.Sprintf("ConsultantId=%d AND SessionPhase=%q", p.seller.id, workflows.PhaseScheduled)
	require.Eventually(t, func() bool { return len(listWorkflows(t, scheduled)) == 1 }, 10*time.Second, 100*time.Millisecond, scheduled)
}

func listWorkflows(t *testing.T, query string) []string {
	t.Helper()
	res, err := env.temporal.ListWorkflow(context.Background(), &workflowservice.ListWorkflowExecutionsRequest{Query: query})
	require.NoError(t, err)
	var ids []string
	for _, e := range res.Executions {
		ids = append(ids, e.Execution.WorkflowId)
	}
	sort.Strings(ids)
	return ids
}
