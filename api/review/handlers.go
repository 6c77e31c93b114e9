// Package review answers reviews answered and moderated: the reviewed
// consultant's one public reply, people's reports, and the admin's list of
// reported reviews with the decision to hide or restore one.
package review

import (
	"cerebro/api/web"
	"cerebro/models/review"
)

// Handlers answers the review routes: the shared web deps and the review
// store.
type Handlers struct {
	web.Deps
	Review *review.Store
}
