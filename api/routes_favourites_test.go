package api_test

// Who may pass the role gate of the favourites routes: consultees, each on
// their own favourites and watches (favourites_test.go).
var _ = addAccess(map[string]string{
	"GET /api/v1/favourites":              "CONSULTEE",
	"PUT /api/v1/favourites/:id":          "CONSULTEE",
	"DELETE /api/v1/favourites/:id":       "CONSULTEE",
	"POST /api/v1/consultant/:id/watch":   "CONSULTEE",
	"DELETE /api/v1/consultant/:id/watch": "CONSULTEE",
})
