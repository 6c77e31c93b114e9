package api_test

var _ = addAccess(map[string]string{
	"PUT /api/v1/reviews/:id/reply":        consultant,
	"POST /api/v1/reviews/:id/report":      signedIn,
	"GET /api/v1/admin/reviews/reported":   adminOnly,
	"PUT /api/v1/admin/reviews/:id/hidden": adminOnly,
})
