package profile_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"cerebro/models/profile"
)

func TestUploadAllowedAt(t *testing.T) {
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	series := func(n int, size int64, first time.Time) ([]time.Time, []int64) {
		at, sizes := make([]time.Time, n), make([]int64, n)
		for i := range at {
			at[i], sizes[i] = first.Add(time.Duration(i)*time.Minute), size
		}
		return at, sizes
	}
	first := now.Add(-10 * time.Hour)

	at, sizes := series(profile.UploadDailyFiles-1, 1000, first)
	assert.True(t, profile.UploadAllowedAt(at, sizes, 1000, now).IsZero(), "the 20th file of the day is allowed")
	at, sizes = series(profile.UploadDailyFiles, 1000, first)
	assert.Equal(t, first.Add(profile.UploadWindow), profile.UploadAllowedAt(at, sizes, 1000, now), "the 21st waits for the first to age out")
	assert.True(t, profile.UploadAllowedAt(at, sizes, 1000, first.Add(profile.UploadWindow)).IsZero(), "and goes through then")

	at, sizes = series(6, 5<<20, first) // 30 MB
	assert.Equal(t, first.Add(profile.UploadWindow), profile.UploadAllowedAt(at, sizes, 1, now), "a full day's bytes: wait")
	at, sizes = series(5, 5<<20, first) // 25 MB
	assert.True(t, profile.UploadAllowedAt(at, sizes, 5<<20, now).IsZero(), "exactly 30 MB fits")
	assert.Equal(t, first.Add(profile.UploadWindow), profile.UploadAllowedAt(at, sizes, 5<<20+1, now), "a byte more does not")

	old, oldSizes := series(profile.UploadDailyFiles, 5<<20, now.Add(-profile.UploadWindow-time.Hour))
	assert.True(t, profile.UploadAllowedAt(old, oldSizes, 5<<20, now).IsZero(), "yesterday's uploads do not count")
}
