package discovery

import "context"

// RefreshNextFreeSlots moves the search's record of each consultant's next
// open slot past the slots that have started since (discovery.Store.RefreshNextFreeSlots):
// an idempotent UPDATE, safe to run again.
func (a *Activities) RefreshNextFreeSlots(ctx context.Context) (int64, error) {
	return a.Stores.Discovery.RefreshNextFreeSlots(ctx)
}
