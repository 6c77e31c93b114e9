package api_test

// Who may pass the role gate of a booking thread's routes; whose booking it
// is, and the admin's problem report, the handlers check (messages_test.go).
var _ = addAccess(map[string]string{
	"GET /api/v1/booking/:id/messages":                  "CONSULTEE,CONSULTANT,ADMIN",
	"POST /api/v1/booking/:id/messages":                 "CONSULTEE,CONSULTANT",
	"POST /api/v1/booking/:id/attachments":              "CONSULTEE,CONSULTANT",
	"GET /api/v1/booking/:id/attachments/:attachmentId": "CONSULTEE,CONSULTANT,ADMIN",
	"GET /api/v1/messages/unread":                       "CONSULTEE,CONSULTANT",
})
