package activities

import (
	"context"
	"time"

	"cerebro/models"
)

// UnsettledQuery asks for the stored notifications nothing accounts for.
type UnsettledQuery struct {
	OlderThan time.Time // leave the API time to deliver what just came
	Limit     int
}

// UnsettledNotifications lists stored gateway notifications whose delivery
// was lost (see models.Store.UnsettledNotifications).
func (a *Activities) UnsettledNotifications(ctx context.Context, q UnsettledQuery) ([]models.UnsettledNotification, error) {
	return a.Store.UnsettledNotifications(ctx, q.OlderThan, q.Limit)
}
