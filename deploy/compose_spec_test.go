package deploy_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/cli"
	"github.com/compose-spec/compose-go/v2/types"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/testutil"
)

// productionEnv is what an operator's .env gives compose.
var productionEnv = []string{
	"POSTGRES_PASSWORD=pg-secret", "JWT_SECRET=0123456789abcdef0123456789abcdef-prod", "CEREBRO_ADMIN_EMAIL=ops@cerebro.lk",
	"CEREBRO_ADMIN_PASSWORD=a-real-admin-password", "PUBLIC_BASE_URL=https://cerebro.lk", "PAYHERE_MERCHANT_ID=1221149",
	"PAYHERE_MERCHANT_SECRET=merchant-secret", "PAYHERE_APP_ID=app", "PAYHERE_APP_SECRET=app-secret",
	"SMTP_HOST=smtp.cerebro.lk", "CEREBRO_DOMAIN=cerebro.lk", "CEREBRO_ACME_EMAIL=ops@cerebro.lk", "JITSI_MODE=jaas",
	"S3_ACCESS_KEY_ID=uploads-key", "S3_SECRET_ACCESS_KEY=uploads-secret",
	"COMPANY_NAME=Cerebro (Private) Limited", "COMPANY_ADDRESS=42 Galle Road, Colombo 03", "COMPANY_REGISTRATION_NO=PV 123456",
}

// loadProject loads docker-compose.yml as Docker Compose does
// (compose-spec/compose-go: interpolation, validation, normalisation).
func loadProject(t *testing.T, env []string, profiles ...string) (*types.Project, error) {
	t.Helper()
	opts, err := cli.NewProjectOptions([]string{filepath.Join(testutil.RepoRoot(), "docker-compose.yml")},
		cli.WithEnv(env), cli.WithName("cerebro"), cli.WithProfiles(profiles))
	require.NoError(t, err)
	return opts.LoadProject(context.Background())
}

// The compose file, loaded by Docker Compose's own loader with a production
// .env: every service, its image or build, its health check, who is
// published where, the volumes, and production's settings.
func TestComposeLoadsWithComposeSpec(t *testing.T) {
	p, err := loadProject(t, productionEnv)
	require.NoError(t, err)
	want := []string{"api", "backup", "postgres", "proxy", "seaweedfs", "temporal", "temporal-namespace", "temporal-schema", "temporal-ui",
		"uploads-bucket", "worker"}
	assert.ElementsMatch(t, want, p.ServiceNames())

	for name, svc := range p.Services {
		for _, port := range svc.Ports {
			if name != "proxy" {
				assert.Equal(t, "127.0.0.1", port.HostIP, "%s publishes %s beyond this host", name, port.Published)
			}
		}
	}
	assert.Equal(t, "temporalio/server:1.32.1", p.Services["temporal"].Image)
	assert.NotNil(t, p.Services["temporal"].HealthCheck)
	for _, svc := range []string{"api", "worker"} {
		s := p.Services[svc]
		require.NotNil(t, s.HealthCheck, svc)
		assert.Contains(t, s.HealthCheck.Test, "healthcheck", svc)
		require.NotNil(t, s.Environment["CEREBRO_ENV"], svc)
		assert.Equal(t, "production", *s.Environment["CEREBRO_ENV"], svc)
		assert.Equal(t, "https://cerebro.lk", *s.Environment["PUBLIC_BASE_URL"], svc)
		assert.Equal(t, "service_completed_successfully", s.DependsOn["temporal-namespace"].Condition, svc)
		assert.Equal(t, "service_completed_successfully", s.DependsOn["uploads-bucket"].Condition, "%s starts once the bucket exists", svc)
		assert.Equal(t, "s3", *s.Environment["CEREBRO_UPLOAD_STORE"], "%s keeps uploads where every host sees them", svc)
		var uploads bool
		for _, v := range s.Volumes {
			uploads = uploads || (v.Source == "uploads" && v.Target == "/data/uploads")
		}
		assert.True(t, uploads, "%s mounts the uploads volume where the image's user owns it", svc)
	}
	assert.Equal(t, "true", *p.Services["temporal-ui"].Environment["TEMPORAL_DISABLE_WRITE_ACTIONS"], "read-only UI")
	for _, v := range []string{"postgres-data", "pgbackrest", "uploads", "seaweedfs-data", "caddy-data", "caddy-config"} {
		assert.Contains(t, p.Volumes, v)
	}
}

// Without the secrets production needs, compose refuses to start and says
// which: nothing falls back to a development value.
func TestComposeRefusesToStartWithoutTheSecrets(t *testing.T) {
	for i, kv := range productionEnv {
		env := append(append([]string{}, productionEnv[:i]...), productionEnv[i+1:]...)
		_, err := loadProject(t, env)
		name, _, _ := strings.Cut(kv, "=")
		require.Error(t, err, "without %s", name)
		assert.Contains(t, err.Error(), name)
	}
}

// An operator's .env that says nothing about payments takes real money; a
// staging site says so with both variables (README, Test payments).
func TestComposeTakesRealMoneyUnlessTheSiteSaysItIsStaging(t *testing.T) {
	p, err := loadProject(t, productionEnv)
	require.NoError(t, err)
	staging, err := loadProject(t, append(append([]string{}, productionEnv...), "PAYHERE_MODE=sandbox", "CEREBRO_TEST_PAYMENTS=allowed"))
	require.NoError(t, err)
	for _, svc := range []string{"api", "worker"} {
		env, stagingEnv := p.Services[svc].Environment, staging.Services[svc].Environment
		require.NotNil(t, env["PAYHERE_MODE"], svc)
		require.NotNil(t, env["CEREBRO_TEST_PAYMENTS"], svc)
		assert.Equal(t, "live", *env["PAYHERE_MODE"], svc)
		assert.Empty(t, *env["CEREBRO_TEST_PAYMENTS"], svc)
		assert.Equal(t, "sandbox", *stagingEnv["PAYHERE_MODE"], svc)
		assert.Equal(t, "allowed", *stagingEnv["CEREBRO_TEST_PAYMENTS"], svc)
	}
}

// The uploads volume is writable by the app: the image creates /data/uploads
// owned by the user it runs as (distroless nonroot, 65532), and a fresh named
// volume takes the mount point's owner from the image.
func TestImageOwnsTheUploadsFolderItRunsAs(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(testutil.RepoRoot(), "Dockerfile"))
	require.NoError(t, err)
	df := string(raw)
	assert.Contains(t, df, "RUN mkdir -p /out/data/uploads")
	assert.Contains(t, df, "COPY --from=binary --chown=65532:65532 /out/data /data")
	assert.Contains(t, df, "USER nonroot")
	assert.Contains(t, df, "CEREBRO_UPLOAD_DIR=/data/uploads")
	assert.Regexp(t, `FROM node:(22|24)-`, df, "an LTS Node builds the web app")
}

// The video profile runs docker-jitsi-meet's four services with token auth
// that accepts what the app issues in selfhosted mode, by the app's own
// defaults: prosody's token plugin (jitsi-meet's token/util.lib.lua) checks
// iss against asap_accepted_issuers (JWT_ACCEPTED_ISSUERS, else its app_id),
// aud against asap_accepted_audiences (JWT_ACCEPTED_AUDIENCES), and the room
// claim; sub is the XMPP domain.
func TestVideoProfileIsASelfHostedJitsiWithTheAppsTokens(t *testing.T) {
	without, err := loadProject(t, productionEnv)
	require.NoError(t, err)
	assert.NotContains(t, without.ServiceNames(), "jitsi-web", "no Jitsi unless asked for")

	env := append(append([]string{}, productionEnv...), "JITSI_MODE=selfhosted", "JITSI_DOMAIN=meet.cerebro.lk",
		"JITSI_APP_ID=cerebro", "JITSI_APP_SECRET=a-long-shared-secret", "JICOFO_AUTH_PASSWORD=j", "JVB_AUTH_PASSWORD=v",
		"JITSI_EVENTS_SECRET=prosody-events-secret-of-32-characters")
	p, err := loadProject(t, env, "video")
	require.NoError(t, err)
	for _, name := range []string{"jitsi-web", "jitsi-prosody", "jitsi-jicofo", "jitsi-jvb"} {
		require.Contains(t, p.Services, name)
		assert.Regexp(t, `^ghcr\.io/jitsi/[a-z]+:stable-\d+$`, p.Services[name].Image, "%s is a pinned stable release", name)
	}
	// The app's defaults (config/video_test.go): aud "jitsi", sub "meet.jitsi", iss JITSI_APP_ID.
	prosody := p.Services["jitsi-prosody"].Environment
	val := func(k string) string {
		if prosody[k] == nil {
			return ""
		}
		return *prosody[k]
	}
	assert.Equal(t, "1", val("ENABLE_AUTH"))
	assert.Equal(t, "jwt", val("AUTH_TYPE"))
	assert.Equal(t, "0", val("ENABLE_GUESTS"), "no token, no room")
	assert.Equal(t, "cerebro", val("JWT_APP_ID"))
	assert.Equal(t, "a-long-shared-secret", val("JWT_APP_SECRET"))
	assert.Empty(t, val("JWT_ACCEPTED_ISSUERS"), "empty: prosody accepts its app_id, the app's default iss")
	assert.Equal(t, "jitsi", val("JWT_ACCEPTED_AUDIENCES"), "the app's default aud")
	assert.Equal(t, "meet.jitsi", val("XMPP_DOMAIN"), "the app's default sub")

	// Our MUC module posts who enters and leaves to the api, with the
	// secret and app id the api checks (README, Video events).
	assert.Equal(t, "muc_cerebro_events", val("XMPP_MUC_MODULES"))
	assert.Equal(t, "http://api:8080/api/v1/video/events", val("CEREBRO_EVENTS_URL"))
	assert.Equal(t, "prosody-events-secret-of-32-characters", val("CEREBRO_EVENTS_SECRET"))
	assert.Equal(t, "prosody-events-secret-of-32-characters", *p.Services["api"].Environment["JITSI_EVENTS_SECRET"])
	assert.Equal(t, "cerebro", val("CEREBRO_EVENTS_APP_ID"), "the fqn's app is the api's JITSI_APP_ID")
	mounted := false
	for _, v := range p.Services["jitsi-prosody"].Volumes {
		if v.Target == "/prosody-plugins-custom" {
			mounted = v.ReadOnly && strings.HasSuffix(v.Source, filepath.Join("deploy", "jitsi", "prosody-plugins"))
		}
	}
	assert.True(t, mounted, "the module is mounted where docker-jitsi-meet's prosody looks for custom plugins")
	assert.Contains(t, p.Services["jitsi-prosody"].Networks, "default", "prosody reaches the api")

	api := p.Services["api"].Environment
	assert.Equal(t, "selfhosted", *api["JITSI_MODE"])
	assert.Equal(t, "jitsi", *api["JITSI_TOKEN_AUDIENCE"])
	assert.Equal(t, "meet.jitsi", *api["JITSI_TOKEN_SUBJECT"])
	assert.Equal(t, "https://meet.cerebro.lk", *p.Services["jitsi-web"].Environment["PUBLIC_URL"])
	assert.Equal(t, "meet.cerebro.lk", *p.Services["proxy"].Environment["JITSI_DOMAIN"], "the proxy serves the Jitsi host too")
}

// Every service's logs rotate (Docker keeps json-file logs forever
// otherwise): a size and a count per container.
func TestComposeRotatesEveryServicesLogs(t *testing.T) {
	env := append(append([]string{}, productionEnv...), "JITSI_MODE=selfhosted", "JITSI_DOMAIN=meet.cerebro.lk",
		"JITSI_APP_ID=cerebro", "JITSI_APP_SECRET=a-long-shared-secret")
	p, err := loadProject(t, env, "video", "observability")
	require.NoError(t, err)
	for name, svc := range p.Services {
		require.NotNil(t, svc.Logging, "%s has no logging", name)
		assert.Equal(t, "json-file", svc.Logging.Driver, name)
		assert.NotEmpty(t, svc.Logging.Options["max-size"], "%s: max-size", name)
		assert.NotEmpty(t, svc.Logging.Options["max-file"], "%s: max-file", name)
	}
}
