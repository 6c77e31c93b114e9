package api_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cerebro/config"
	"cerebro/models"
	"cerebro/workflows"
)

// recordMessageMail records a booking thread's mail workflow: two
// messages in quick succession, one mail once the thread was quiet.
func recordMessageMail(t *testing.T, rec *recorder) {
	quick := serverWithConfig(t, func(c *config.Config) { c.MessageQuiet = time.Second })
	p := storedBooking(t, tomorrow(), models.BookingConfirmed)
	for _, text := range []string{"Hello", "One more thing"} {
		res := callOn(t, quick, "POST", path("/booking/%d/messages", p.bookingID), p.shopper.token, map[string]any{"text": text})
		require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	}
	id := workflows.MessageMailWorkflowID(p.bookingID, string(models.RaterConsultant))
	require.NoError(t, env.temporal.GetWorkflow(context.Background(), id, "").Get(context.Background(), nil))
	rec.save(t, "message-mail-two-in-quick-succession", id)
}

// recordWatchers records the workflow that tells a consultant's watchers:
// two publishes in quick succession, one mail once the consultant stopped.
func recordWatchers(t *testing.T, rec *recorder) {
	quick := serverWithConfig(t, func(c *config.Config) { c.WatchQuiet = time.Second })
	watcher, seller := newShopper(t), newSeller(t)
	require.Equal(t, http.StatusNoContent, callOn(t, quick, "POST", path("/consultant/%d/watch", seller.id), watcher.token, nil).Status)
	for _, day := range []int{2, 3} {
		res := callOn(t, quick, "POST", "/api/v1/cerebroslot", seller.token, availability(seller.id, futureDate(day), "09:00", 1))
		require.Equal(t, http.StatusCreated, res.Status, "%s", res.Raw)
	}
	id := workflows.WatchersWorkflowID(seller.id)
	require.NoError(t, env.temporal.GetWorkflow(context.Background(), id, "").Get(context.Background(), nil))
	rec.save(t, "watchers-told-after-a-burst", id)
}
