package api_test

import (
	"context"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
)

func TestTheAdminReadsChangesAndDeletesAnAccountWithNothingOnRecord(t *testing.T) {
	admin := adminToken(t)
	u, _ := newAccount(t, models.RoleConsultee)
	other, _ := newAccount(t, models.RoleConsultee)
	path := path("/users/%d", u.ID)

	got := call(t, "GET", path, admin, nil)
	require.Equal(t, http.StatusOK, got.Status, "%s", got.Raw)
	assert.Equal(t, u.Email, got.Body["email"])
	assert.Equal(t, "CONSULTEE", got.Body["role"])
	assert.NotContains(t, got.Body, "passwordHash")

	for name, c := range map[string]struct {
		body   any
		status int
		msg    string
	}{
		"no name":          {map[string]any{"userName": " ", "email": "kamala@example.lk"}, 400, "userName must not be empty."},
		"a bad email":      {map[string]any{"userName": "Kamala", "email": "kamala at example"}, 400, "email must be a valid email address."},
		"a name of a type": {map[string]any{"userName": 5, "email": "kamala@example.lk"}, 400, `Field "userName" must be of type string.`},
		"another's email":  {map[string]any{"userName": "Kamala", "email": other.Email}, 409, "An account with this email already exists."},
	} {
		res := call(t, "PUT", path, admin, c.body)
		assert.Equal(t, c.status, res.Status, name)
		assert.Equal(t, c.msg, res.message(), name)
	}
	changed := call(t, "PUT", path, admin, map[string]any{"userName": "Kamala Silva", "email": "Kamala.New@Example.lk"})
	require.Equal(t, http.StatusOK, changed.Status, "%s", changed.Raw)
	assert.Equal(t, "kamala.new@example.lk", changed.Body["email"])
	assert.Equal(t, "Kamala Silva", changed.Body["userName"])

	require.Equal(t, http.StatusNoContent, call(t, "DELETE", path, admin, nil).Status)
	assert.Equal(t, http.StatusNotFound, call(t, "GET", path, admin, nil).Status)
	assert.Equal(t, http.StatusNotFound, call(t, "DELETE", path, admin, nil).Status)
}

func TestAnAccountWithRecordsIsNotDeleted(t *testing.T) {
	admin := adminToken(t)
	seller := newSeller(t)
	openSlots(t, seller.id, tomorrow(), 1)
	res := call(t, "DELETE", path("/users/%d", seller.userID), admin, nil)
	assert.Equal(t, http.StatusConflict, res.Status)
	assert.Equal(t, "This account has bookings, payments, slots or decisions on record, so it cannot be deleted.", res.message())
	_, err := env.stores.Account.UserByID(context.Background(), seller.userID)
	require.NoError(t, err, "the account stays whole")
	ct, err := env.stores.Profile.ConsultantByID(context.Background(), seller.id)
	require.NoError(t, err)
	assert.Equal(t, seller.id, ct.ID, "and its profile")

	var adminID int64
	require.NoError(t, env.store.DB.Raw(`SELECT id FROM users WHERE email = ?`, env.cfg.AdminEmail).Scan(&adminID).Error)
	self := call(t, "DELETE", path("/users/%d", adminID), admin, nil)
	assert.Equal(t, http.StatusConflict, self.Status)
	assert.Equal(t, "You cannot delete your own account.", self.message())
}
