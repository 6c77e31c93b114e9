package account_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/account"
	"cerebro/testutil"
)

// Two api replicas over one database: the replica that signs an account out
// everywhere refuses its old tokens at once; the other keeps its copy of the
// token version no longer than the staleness bound, then reads the new one.
// A deleted account is gone at once where it was deleted.
func TestBearerCopiesAreForgottenOnChangeAndExpire(t *testing.T) {
	store := testutil.Store(t)
	ctx := context.Background()
	const staleness = 300 * time.Millisecond
	here, there := account.NewWithStaleness(store.DB, staleness), account.NewWithStaleness(store.DB, staleness)
	u := &models.User{UserName: "b", Email: "bearer@x.lk", PasswordHash: "x", Role: models.RoleConsultee}
	require.NoError(t, here.CreateUser(ctx, u))

	before, err := there.BearerOf(ctx, u.ID)
	require.NoError(t, err)
	_, err = here.BearerOf(ctx, u.ID)
	require.NoError(t, err)
	require.NoError(t, here.SignOutEverywhere(ctx, u.ID))
	now, err := here.BearerOf(ctx, u.ID)
	require.NoError(t, err)
	assert.Equal(t, before.TokenVersion+1, now.TokenVersion, "the replica that signed out sees it at once")
	stale, err := there.BearerOf(ctx, u.ID)
	require.NoError(t, err)
	assert.Equal(t, before.TokenVersion, stale.TokenVersion, "the other keeps its copy within the bound")
	require.Eventually(t, func() bool {
		b, err := there.BearerOf(ctx, u.ID)
		return err == nil && b.TokenVersion == now.TokenVersion
	}, 3*staleness, 20*time.Millisecond, "and reads the new version once the copy is older than the bound")

	require.NoError(t, here.SetLanguage(ctx, u.ID, "si"))
	b, err := here.BearerOf(ctx, u.ID)
	require.NoError(t, err)
	assert.Equal(t, "si", b.Language, "a new language is read at once where it was set")

	require.NoError(t, here.DeleteUser(ctx, u.ID))
	_, err = here.BearerOf(ctx, u.ID)
	assert.ErrorIs(t, err, models.ErrNotFound, "a deleted account's tokens stop at once where it was deleted")
}
