package config

import (
	"maps"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// safeProduction is a production configuration with nothing to refuse.
func safeProduction() map[string]string {
	return map[string]string{
		"CEREBRO_ENV": EnvProduction, "PAYHERE_MODE": "live", "PAYHERE_MERCHANT_SECRET": "real-merchant-secret",
		"PAYHERE_APP_ID": "app", "PAYHERE_APP_SECRET": "app-secret", "JWT_SECRET": "0123456789abcdef0123456789abcdef-prod",
		"CEREBRO_ADMIN_PASSWORD": "a-real-admin-password", "SMTP_HOST": "smtp.example.lk", "JITSI_MODE": "selfhosted", "JITSI_DOMAIN": "meet.cerebro.lk",
		"JITSI_APP_ID": "cerebro", "JITSI_APP_SECRET": "a-jitsi-secret-of-thirty-two-characters",
		"JITSI_EVENTS_SECRET": "prosody-events-secret-of-32-characters", "PUBLIC_BASE_URL": "https://cerebro.lk",
		"CEREBRO_CORS_ORIGINS": "https://cerebro.lk", "CEREBRO_UPLOAD_STORE": "s3", "S3_ENDPOINT": "https://s3.eu-west-1.amazonaws.com",
		"S3_BUCKET": "cerebro-uploads", "S3_REGION": "eu-west-1", "S3_ACCESS_KEY_ID": "key-id", "S3_SECRET_ACCESS_KEY": "key-secret",
		"COMPANY_NAME": "Cerebro (Private) Limited", "COMPANY_ADDRESS": "42 Galle Road, Colombo 03", "COMPANY_REGISTRATION_NO": "PV 123456",
	}
}

func TestProductionStartsWhenEverySettingIsSafe(t *testing.T) {
	c, err := load(env(safeProduction()))
	require.NoError(t, err)
	assert.Equal(t, EnvProduction, c.Env)
}

func TestDevelopmentIsTheDefaultAndTakesTheLaptopDefaults(t *testing.T) {
	c, err := load(env(nil))
	require.NoError(t, err)
	assert.Equal(t, EnvDevelopment, c.Env)
	assert.Equal(t, Company{Name: "Cerebro (development)", Address: "Colombo, Sri Lanka (development address)",
		RegistrationNo: "DEV-0000"}, c.Company, "the receipts' placeholders say they are not a company's")
}

// Each unsafe setting alone stops production, naming its variable.
func TestProductionRefusesEachUnsafeSetting(t *testing.T) {
	cases := map[string]map[string]string{
		"PAYHERE_MODE":            {"PAYHERE_MODE": "simulator"},
		"JWT_SECRET":              {"JWT_SECRET": "only-thirty-one-characters-long"},
		"CEREBRO_ADMIN_PASSWORD":  {"CEREBRO_ADMIN_PASSWORD": "admin12345"},
		"SMTP_HOST":               {"SMTP_HOST": ""},
		"JITSI_MODE":              {"JITSI_MODE": "public"},
		"JITSI_APP_SECRET":        {"JITSI_APP_SECRET": "short-jitsi-secret"},
		"JITSI_EVENTS_SECRET":     {"JITSI_EVENTS_SECRET": ""},
		"PUBLIC_BASE_URL":         {"PUBLIC_BASE_URL": "http://cerebro.lk"},
		"CEREBRO_CORS_ORIGINS":    {"CEREBRO_CORS_ORIGINS": "*"},
		"CEREBRO_UPLOAD_STORE":    {"CEREBRO_UPLOAD_STORE": "file"},
		"COMPANY_NAME":            {"COMPANY_NAME": ""},
		"COMPANY_ADDRESS":         {"COMPANY_ADDRESS": " "},
		"COMPANY_REGISTRATION_NO": {"COMPANY_REGISTRATION_NO": ""},
	}
	for name, change := range cases {
		vars := safeProduction()
		maps.Copy(vars, change)
		_, err := load(env(vars))
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), "CEREBRO_ENV=production refuses", name)
		assert.Contains(t, err.Error(), "\n  "+name+" ", name)
		assert.Equal(t, 1, countLines(err.Error())-1, "%s: only its own variable is named: %v", name, err)
	}
	vars := safeProduction()
	delete(vars, "JWT_SECRET")
	vars["PAYHERE_MODE"] = "sandbox"
	_, err := load(env(vars))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "JWT_SECRET", "a missing secret is refused too")
}

// The laptop defaults in production: every offending variable is named at once.
func TestProductionNamesEveryOffendingVariable(t *testing.T) {
	_, err := load(env(map[string]string{"CEREBRO_ENV": EnvProduction, "CEREBRO_CORS_ORIGINS": "*"}))
	require.Error(t, err)
	for _, name := range []string{"PAYHERE_MODE", "JWT_SECRET", "CEREBRO_ADMIN_PASSWORD", "SMTP_HOST", "JITSI_MODE",
		"PUBLIC_BASE_URL", "CEREBRO_CORS_ORIGINS", "COMPANY_NAME", "COMPANY_ADDRESS", "COMPANY_REGISTRATION_NO"} {
		assert.Contains(t, err.Error(), "\n  "+name+" ")
	}
}

func countLines(s string) int {
	n := 1
	for _, r := range s {
		if r == '\n' {
			n++
		}
	}
	return n
}
