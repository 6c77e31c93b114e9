package activities

import "context"

// RefreshNextFreeSlots moves the search's record of each consultant's next
// open slot past the slots that have started since (models.RefreshNextFreeSlots):
// an idempotent UPDATE, safe to run again.
func (a *Activities) RefreshNextFreeSlots(ctx context.Context) (int64, error) {
	return a.Store.RefreshNextFreeSlots(ctx)
}
