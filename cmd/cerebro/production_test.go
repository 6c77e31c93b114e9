package main_test

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `cerebro` started with CEREBRO_ENV=production and the laptop defaults
// exits with code 2 before touching anything, naming every unsafe variable;
// each subcommand refuses the same way, in one JSON line like every other.
func TestProductionBinaryRefusesUnsafeSettings(t *testing.T) {
	for _, sub := range []string{"api", "worker", "migrate"} {
		cmd := exec.Command(bin, sub)
		cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "CEREBRO_ENV=production", "CEREBRO_CORS_ORIGINS=*"}
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		require.True(t, errors.As(err, &exit), "%s: %v\n%s", sub, err, out)
		assert.Equal(t, 2, exit.ExitCode(), sub)
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			assert.True(t, json.Valid([]byte(line)), "%s: not a JSON line: %s", sub, line)
		}
		for _, name := range []string{"PAYHERE_MODE", "JWT_SECRET", "CEREBRO_ADMIN_PASSWORD", "SMTP_HOST", "JITSI_MODE",
			"PUBLIC_BASE_URL", "CEREBRO_CORS_ORIGINS"} {
			assert.Contains(t, string(out), "  "+name+" ", "%s names %s", sub, name)
		}
	}
}

// Money on the wrong site stops the binary with exit code 2, naming the
// variables: PayHere's sandbox in production unless the site says it is a
// staging site, and live outside production.
func TestBinaryRefusesMoneyOnTheWrongSite(t *testing.T) {
	production := []string{"CEREBRO_ENV=production", "PAYHERE_MERCHANT_SECRET=real-merchant-secret", "PAYHERE_APP_ID=app",
		"PAYHERE_APP_SECRET=app-secret", "JWT_SECRET=0123456789abcdef0123456789abcdef-prod", "CEREBRO_ADMIN_PASSWORD=a-real-admin-password",
		"SMTP_HOST=smtp.example.lk", "JITSI_MODE=selfhosted", "JITSI_DOMAIN=meet.cerebro.lk", "JITSI_APP_ID=cerebro",
		"JITSI_APP_SECRET=a-jitsi-secret-of-thirty-two-characters", "JITSI_EVENTS_SECRET=prosody-events-secret-of-32-characters",
		"PUBLIC_BASE_URL=https://cerebro.lk", "COMPANY_NAME=Cerebro (Private) Limited", "COMPANY_ADDRESS=42 Galle Road, Colombo 03",
		"COMPANY_REGISTRATION_NO=PV 123456"}
	cases := map[string]struct {
		env  []string
		want string
	}{
		"sandbox in production": {append([]string{"PAYHERE_MODE=sandbox"}, production...),
			"  PAYHERE_MODE is sandbox: PayHere's public test cards would confirm bookings"},
		"live on a staging site": {append([]string{"PAYHERE_MODE=live", "CEREBRO_TEST_PAYMENTS=allowed"}, production...),
			"  CEREBRO_TEST_PAYMENTS must be empty when PAYHERE_MODE is live"},
		"live in development": {append([]string{"PAYHERE_MODE=live"}, production[1:]...),
			"PAYHERE_MODE is live but CEREBRO_ENV is development (or unset): a site that takes real money is production"},
	}
	for name, tc := range cases {
		cmd := exec.Command(bin, "migrate")
		// Nowhere to migrate should the refusal ever fail.
		cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "DATABASE_URL=postgres://nobody@127.0.0.1:1/none?sslmode=disable"}, tc.env...)
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		require.True(t, errors.As(err, &exit), "%s: %v\n%s", name, err, out)
		assert.Equal(t, 2, exit.ExitCode(), name)
		assert.Contains(t, string(out), tc.want, name)
	}
}
