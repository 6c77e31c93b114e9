package api_test

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// auditEntries is the audit log's newest entries of one action.
func auditEntries(t *testing.T, action string) []map[string]any {
	t.Helper()
	res := call(t, "GET", "/api/v1/admin/audit?rows=100&action="+url.QueryEscape(action), adminToken(t), nil)
	require.Equal(t, http.StatusOK, res.Status, "%s", res.Raw)
	var out []map[string]any
	for _, e := range res.Body["pageData"].([]any) {
		out = append(out, e.(map[string]any))
	}
	return out
}

// Every admin action that changed something is in the audit log with who,
// when, what and on what; refused calls and other people's writes are not;
// secrets in a body are hidden.
func TestAdminActionsAreAudited(t *testing.T) {
	a := createConsultantProfile(t, nil)
	before := len(auditEntries(t, "consultant decision"))
	require.Equal(t, http.StatusOK, approveConsultant(t, a.id).Status)
	decisions := auditEntries(t, "consultant decision")
	require.Len(t, decisions, before+1)
	latest := decisions[0]
	assert.Equal(t, env.cfg.AdminEmail, latest["adminEmail"])
	assert.Equal(t, "PUT /api/v1/consultant/updateStatus/:consultantId", latest["route"])
	assert.Equal(t, fmt.Sprintf("consultantId=%d", a.id), latest["subject"])
	assert.JSONEq(t, `{"status":"VERIFIED"}`, latest["detail"].(string))
	assert.NotEmpty(t, latest["createdAt"])

	refused := call(t, "PUT", fmt.Sprintf("/api/v1/consultant/updateStatus/%d", a.id), adminToken(t), map[string]any{"status": "SUSPENDED"})
	require.Equal(t, http.StatusBadRequest, refused.Status, "a suspension needs a reason: %s", refused.Raw)
	assert.Len(t, auditEntries(t, "consultant decision"), before+1, "a refused action is not an action")

	u := newShopper(t)
	changed := call(t, "PUT", fmt.Sprintf("/api/v1/users/%d", u.userID), adminToken(t),
		map[string]any{"userName": "Kamala Silva", "email": u.email, "password": "not-for-the-log"})
	require.Equal(t, http.StatusOK, changed.Status, "%s", changed.Raw)
	entry := auditEntries(t, "account changed")[0]
	assert.Contains(t, entry["detail"], `"password":"(hidden)"`)
	assert.NotContains(t, entry["detail"], "not-for-the-log")

	own := len(auditEntries(t, "consultant profile edited"))
	require.Equal(t, http.StatusOK, call(t, "PUT", consultantPath(a.id), a.token, consultantBody()).Status)
	assert.Len(t, auditEntries(t, "consultant profile edited"), own, "a consultant's own edit is not an admin action")
	require.Equal(t, http.StatusOK, call(t, "PUT", consultantPath(a.id), adminToken(t), consultantBody()).Status)
	assert.Len(t, auditEntries(t, "consultant profile edited"), own+1)

	assert.Equal(t, http.StatusForbidden, call(t, "GET", "/api/v1/admin/audit", a.token, nil).Status)
}
