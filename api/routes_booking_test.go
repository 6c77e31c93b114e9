package api_test

// Who may pass the role gate of the booking, payment and invoice routes.
var _ = addAccess(map[string]string{
	"POST /api/v1/booking":                     consultee,
	"POST /api/v1/booking/quote":               consultee,
	"GET /api/v1/booking/consultee/:id":        "CONSULTEE,ADMIN",
	"GET /api/v1/booking/consultant":           "CONSULTANT,ADMIN",
	"GET /api/v1/booking/upcoming":             adminOnly,
	"GET /api/v1/booking/previous":             adminOnly,
	"POST /api/v1/payments/initiate":           consultee,
	"POST /api/v1/payments/notify":             public,
	"PUT /api/v1/payments":                     adminOnly,
	"POST /api/v1/payments/simulator/checkout": public,
	"POST /api/v1/payments/simulator/complete": public,
	"GET /api/v1/invoice/consultee/:id":        "CONSULTEE,ADMIN",
	"GET /api/v1/invoice/pay/:id":              consultee,
	"GET /api/v1/invoice/:id":                  "CONSULTEE,ADMIN",
	"DELETE /api/v1/invoice/:id":               consultee,
	"GET /api/v1/invoice/:id/slip":             "CONSULTEE,ADMIN",
	"PUT /api/v1/invoice/:id/refund-account":   consultee,
	"GET /api/v1/invoice/:id/timeline":         "CONSULTEE,ADMIN",
	"POST /api/v1/invoice/getPagedInvoiceList": adminOnly,
	"GET /api/v1/invoice/invoiceList":          adminOnly,
	"POST /api/v1/upload/slip":                 consultee,
	"GET /api/v1/banks":                        signedIn,
})
