package api_test

// Who may pass the role gate of the registration routes (issue 33); the
// handlers then allow only the profile's owner and the admin
// (credentials_test.go).
var _ = addAccess(map[string]string{
	"GET /api/v1/consultant/:id/credentials":          "CONSULTANT,ADMIN",
	"PUT /api/v1/consultant/:id/credentials":          consultant,
	"GET /api/v1/consultant/:id/credentials/document": "CONSULTANT,ADMIN",
	"PUT /api/v1/consultant/:id/credentials/review":   adminOnly,
})
