package profile_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/models"
	"cerebro/models/modelstest"
	"cerebro/models/profile"
)

func TestConsultantProfileLifecycle(t *testing.T) {
	f := modelstest.NewFixture(t)
	ctx := context.Background()
	c := f.Consultant
	c.ID, c.Status = 0, models.ConsultantVerified
	assert.ErrorIs(t, profile.New(f.Store.DB).CreateConsultant(ctx, &c), models.ErrDuplicate, "one profile per account")

	f.Consultant.About = "Changed"
	f.Consultant.Status = "PENDING_APPROVAL" // not a profile column: ignored
	require.NoError(t, profile.New(f.Store.DB).UpdateConsultantProfile(ctx, &f.Consultant))
	got, err := profile.New(f.Store.DB).ConsultantByID(ctx, f.Consultant.ID)
	require.NoError(t, err)
	assert.Equal(t, "Changed", got.About)
	assert.Equal(t, models.ConsultantVerified, got.Status, "only the approval workflow changes the status")

	f.Slot(t, time.Date(2030, 3, 1, 3, 30, 0, 0, time.UTC), 30)
	assert.ErrorIs(t, profile.New(f.Store.DB).DeleteConsultant(ctx, f.Consultant.ID), models.ErrInUse)
	assert.ErrorIs(t, profile.New(f.Store.DB).DeleteConsultant(ctx, 999999), models.ErrNotFound)
}
