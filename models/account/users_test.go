package account_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/account"
	"cerebro/testutil"
)

func TestEmailIsUniqueIgnoringCase(t *testing.T) {
	store := testutil.Store(t)
	ctx := context.Background()
	require.NoError(t, account.New(store.DB).CreateUser(ctx, &models.User{UserName: "a", Email: "Same@x.lk", PasswordHash: "x", Role: models.RoleConsultee}))
	err := account.New(store.DB).CreateUser(ctx, &models.User{UserName: "b", Email: "same@X.LK", PasswordHash: "x", Role: models.RoleConsultant})
	assert.ErrorIs(t, err, account.ErrDuplicateEmail)
}
