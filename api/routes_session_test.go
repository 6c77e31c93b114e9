package api_test

// Who may pass the role gate of the session routes.
var _ = addAccess(map[string]string{
	"GET /api/v1/booking/:id":                           signedIn,
	"GET /api/v1/booking/validate/":                     "CONSULTEE,CONSULTANT",
	"GET /api/v1/booking/:id/meeting":                   "CONSULTEE,CONSULTANT",
	"POST /api/v1/booking/:id/cancel":                   "CONSULTEE,CONSULTANT",
	"POST /api/v1/booking/:id/fault":                    consultee,
	"POST /api/v1/booking/rate":                         "CONSULTEE,CONSULTANT",
	"PUT /api/v1/booking/rate/":                         "CONSULTEE,CONSULTANT",
	"GET /api/v1/booking/rate/:id":                      signedIn,
	"GET /api/v1/booking/consultee/rate/:consulteeId":   "CONSULTEE,ADMIN",
	"GET /api/v1/booking/consultant/rate/:consultantId": "CONSULTANT,ADMIN",
	"GET /api/v1/booking/consultee/:id/previous":        "CONSULTEE,ADMIN",
	"GET /api/v1/booking/consultant/:id/previous":       "CONSULTANT,ADMIN",
	"GET /api/v1/refunds":                               adminOnly,
	"PUT /api/v1/refunds/:id":                           adminOnly,
	"PUT /api/v1/refunds/:id/retry":                     adminOnly,
	"PUT /api/v1/refunds/:id/transfer":                  adminOnly,
	"PUT /api/v1/refunds/:id/transferred":               adminOnly,
	"GET /api/v1/payouts":                               adminOnly,
	"GET /api/v1/payouts/export":                        adminOnly,
	"PUT /api/v1/payouts/:id/paid":                      adminOnly,
	"GET /api/v1/consultant/payouts":                    "CONSULTANT,ADMIN",
	"GET /api/v1/consultant/earnings":                   "CONSULTANT,ADMIN",
	"GET /api/v1/earnings":                              adminOnly,
})
