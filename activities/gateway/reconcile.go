package gateway

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
	return a.Stores.Gateway.UnsettledNotifications(ctx, q.OlderThan, q.Limit)
}

// MarkNotificationDelivered records that a stored notification was handed
// to its running checkout, so the reconciler signals it only once.
func (a *Activities) MarkNotificationDelivered(ctx context.Context, notificationID int64) error {
	return a.Stores.Gateway.MarkNotificationDelivered(ctx, notificationID)
}
