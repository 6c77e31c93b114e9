package faults_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/faults/harness"
	"cerebro/testutil"
)

// Two `cerebro api` processes on one database, as two replicas behind the
// proxy: a client that spends its sign-up burst (5) through both is
// refused by each, with Retry-After, and after one process is killed the
// other still refuses it (the count lives in PostgreSQL, not in either).
func TestTwoAPIProcessesShareTheRateLimits(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dbURL, drop, err := testutil.NewDatabase(ctx)
	require.NoError(t, err)
	t.Cleanup(drop)
	c := &harness.Cerebro{Bin: shared.bin, Dir: t.TempDir(), DBURL: dbURL, Temporal: shared.temporal,
		TaskQueue: "faults-" + randomHex(6), Env: map[string]string{"CEREBRO_RATE_LIMITS": "on"}}
	one, err := c.StartAPI(ctx, "api-1", nil)
	require.NoError(t, err)
	defer one.Stop(10 * time.Second)
	other, err := c.StartAPI(ctx, "api-2", nil)
	require.NoError(t, err)
	defer other.Stop(10 * time.Second)

	signUp := func(s *harness.Server) answer {
		res, err := tryDo("POST", s.URL+"/api/v1/auth/signup", "", map[string]any{})
		require.NoError(t, err)
		return res
	}
	for i := 0; i < 5; i++ {
		require.Equal(t, http.StatusBadRequest, signUp([]*harness.Server{one, other}[i%2]).Status, "sign-up %d is within the burst", i)
	}
	for name, s := range map[string]*harness.Server{"api-1": one, "api-2": other} {
		res := signUp(s)
		assert.Equal(t, http.StatusTooManyRequests, res.Status, "%s: the burst was spent through both processes", name)
		assert.NotEmpty(t, res.Header.Get("Retry-After"), name)
	}
	one.Kill()
	assert.Equal(t, http.StatusTooManyRequests, signUp(other).Status, "the limit outlives the process that counted most of it")
}
