package config

import (
	"maps"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every combination of CEREBRO_ENV, PAYHERE_MODE and CEREBRO_TEST_PAYMENTS:
// whether the site starts, which variables a refusal names, and whether test
// payments are in effect (the banner, the mail line, no payout batch).
func TestTestPaymentsRules(t *testing.T) {
	// The secrets sandbox and live need, on a development site.
	devSecrets := map[string]string{"PAYHERE_MERCHANT_SECRET": "real-merchant-secret", "PAYHERE_APP_ID": "app",
		"PAYHERE_APP_SECRET": "app-secret", "JWT_SECRET": "0123456789abcdef0123456789abcdef-prod"}
	cases := []struct {
		name           string
		base           map[string]string
		mode, allowed  string
		refusedNaming  []string // empty: the site starts
		testPayments   bool
		productionList bool // refused by the production check (every offending variable, one line each)
	}{
		{name: "development simulator", base: nil, mode: "", testPayments: true},
		{name: "development simulator allowed", base: nil, mode: "simulator", allowed: "allowed", testPayments: true},
		{name: "development sandbox", base: devSecrets, mode: "sandbox", testPayments: true},
		{name: "development sandbox allowed", base: devSecrets, mode: "sandbox", allowed: "allowed", testPayments: true},
		{name: "development live", base: devSecrets, mode: "live", refusedNaming: []string{"PAYHERE_MODE", "CEREBRO_ENV=production"}},
		{name: "development live allowed", base: devSecrets, mode: "live", allowed: "allowed",
			refusedNaming: []string{"PAYHERE_MODE", "CEREBRO_ENV=production"}},
		{name: "production live", base: safeProduction(), mode: "live"},
		{name: "production live allowed", base: safeProduction(), mode: "live", allowed: "allowed",
			refusedNaming: []string{"CEREBRO_TEST_PAYMENTS"}, productionList: true},
		{name: "production sandbox", base: safeProduction(), mode: "sandbox",
			refusedNaming: []string{"PAYHERE_MODE", "CEREBRO_TEST_PAYMENTS=allowed"}, productionList: true},
		{name: "production sandbox allowed (staging)", base: safeProduction(), mode: "sandbox", allowed: "allowed", testPayments: true},
		{name: "production simulator", base: safeProduction(), mode: "simulator", refusedNaming: []string{"PAYHERE_MODE"}, productionList: true},
		{name: "production simulator allowed", base: safeProduction(), mode: "simulator", allowed: "allowed",
			refusedNaming: []string{"PAYHERE_MODE"}, productionList: true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			vars := maps.Clone(tc.base)
			if vars == nil {
				vars = map[string]string{}
			}
			vars["PAYHERE_MODE"] = tc.mode
			vars["CEREBRO_TEST_PAYMENTS"] = tc.allowed
			c, err := load(env(vars))
			if len(tc.refusedNaming) == 0 {
				require.NoError(t, err)
				assert.Equal(t, tc.testPayments, c.TestPayments(), "test payments in effect")
				return
			}
			require.Error(t, err)
			for _, name := range tc.refusedNaming {
				assert.Contains(t, err.Error(), name)
			}
			if tc.productionList {
				assert.Contains(t, err.Error(), "CEREBRO_ENV=production refuses")
				assert.Contains(t, err.Error(), "\n  "+tc.refusedNaming[0]+" ")
				assert.Equal(t, 2, countLines(err.Error()), "only %s is named: %v", tc.refusedNaming[0], err)
			}
		})
	}
}

// Live in development is refused whatever else is wrong with it: it is not
// one of the production problems, which development never checks.
func TestLiveInDevelopmentSaysItIsProduction(t *testing.T) {
	for _, envName := range []string{"", "development"} {
		vars := safeProduction()
		vars["CEREBRO_ENV"] = envName
		_, err := load(env(vars))
		require.Error(t, err, "CEREBRO_ENV=%q", envName)
		assert.Contains(t, err.Error(), "PAYHERE_MODE is live but CEREBRO_ENV is development")
		assert.Contains(t, err.Error(), "a site that takes real money is production")
	}
}

// CEREBRO_TEST_PAYMENTS takes nothing but empty or allowed, in any
// environment, and the refusal names it.
func TestTestPaymentsTakesOnlyAllowed(t *testing.T) {
	for _, v := range []string{"yes", "true", "1", "Allowed", "sandbox"} {
		for _, base := range []map[string]string{nil, safeProduction()} {
			vars := maps.Clone(base)
			if vars == nil {
				vars = map[string]string{}
			}
			vars["CEREBRO_TEST_PAYMENTS"] = v
			_, err := load(env(vars))
			require.Error(t, err, v)
			assert.Contains(t, err.Error(), "config: CEREBRO_TEST_PAYMENTS must be empty or \"allowed\"", v)
			assert.Contains(t, err.Error(), `(got "`+v+`")`)
		}
	}
	c, err := load(env(map[string]string{"CEREBRO_TEST_PAYMENTS": "  "}))
	require.NoError(t, err, "blank is empty")
	assert.False(t, c.PayHere.TestPaymentsAllowed)
}

// The simulator's lag and fault settings belong to the simulator: with
// PayHere's sandbox or live they are refused by name, and production (which
// refuses the simulator) never runs them.
func TestSimulatorFaultsAreForTheSimulatorOnly(t *testing.T) {
	for _, name := range []string{"PAYHERE_SIMULATOR_RETRIEVAL_LAG", "PAYHERE_SIMULATOR_REFUND_FAULTS"} {
		vars := safeProduction()
		vars[name] = map[string]string{"PAYHERE_SIMULATOR_RETRIEVAL_LAG": "20s", "PAYHERE_SIMULATOR_REFUND_FAULTS": "answer-lost"}[name]
		_, err := load(env(vars))
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), "are for PAYHERE_MODE=simulator only", name)
	}
	c, err := load(env(map[string]string{"PAYHERE_SIMULATOR_RETRIEVAL_LAG": "20s", "PAYHERE_SIMULATOR_REFUND_FAULTS": "answer-lost, timeout"}))
	require.NoError(t, err)
	assert.Equal(t, 20*time.Second, c.PayHere.SimulatorRetrievalLag)
	assert.Equal(t, []string{"answer-lost", "timeout"}, c.PayHere.SimulatorRefundFaults)
}
