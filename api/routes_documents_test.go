package api_test

// Who may pass the role gate of the receipt and statement routes (issue 34,
// point 4); the handlers then allow only the invoice's consultee, the
// statement's consultant and the admin (documents_test.go).
var _ = addAccess(map[string]string{
	"GET /api/v1/invoice/:id/receipt":  "CONSULTEE,ADMIN",
	"GET /api/v1/consultant/statement": "CONSULTANT,ADMIN",
})
