package profile

import (
	"context"
	"time"

	"cerebro/uploads"
)

// OrphanSweep asks RemoveOrphanUploads to remove stored files written
// before Before that no profile, payment slip, registration or sent
// message points at.
type OrphanSweep struct {
	Before time.Time
}

// RemoveOrphanUploads removes orphaned uploads (images never saved on a
// profile, replaced images a failed delete left behind, slips of a
// checkout that had ended, attachments never sent) and forgets their
// records. Running it again removes nothing more.
func (a *Activities) RemoveOrphanUploads(ctx context.Context, in OrphanSweep) (int, error) {
	removed := 0
	for _, kind := range uploads.Kinds() {
		inUse := a.Stores.Profile.UploadsInUse
		if kind == uploads.KindAttachment {
			inUse = a.Stores.Message.SentAttachments
		}
		names, err := uploads.RemoveOrphans(ctx, a.Uploads, kind, in.Before, func(names []string) ([]string, error) {
			return inUse(ctx, names)
		})
		removed += len(names)
		if ferr := a.Stores.Profile.ForgetUploads(ctx, names); err == nil {
			err = ferr
		}
		if err != nil {
			return removed, err
		}
	}
	return removed, nil
}
