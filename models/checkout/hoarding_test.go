package checkout_test

import (
	"testing"
	"time"

	"cerebro/models/checkout"
)

func TestRebookAllowedAt(t *testing.T) {
	now := time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC)
	ago := func(d time.Duration) time.Time { return now.Add(-d) }
	hour := time.Hour
	cases := []struct {
		name     string
		releases []time.Time
		want     time.Time
	}{
		{"never released", nil, time.Time{}},
		{"released once", []time.Time{ago(time.Minute)}, time.Time{}},
		{"twice, the last a minute ago", []time.Time{ago(2 * hour), ago(time.Minute)}, now.Add(59 * time.Minute)},
		{"twice, the cooldown just over", []time.Time{ago(3 * hour), ago(hour)}, time.Time{}},
		{"twice, a second before the cooldown ends", []time.Time{ago(3 * hour), ago(hour - time.Second)}, now.Add(time.Second)},
		{"one release outside the window", []time.Time{ago(checkout.RebookWindow + time.Second), ago(time.Minute)}, time.Time{}},
		{"at the window's edge it counts", []time.Time{ago(checkout.RebookWindow), ago(time.Minute)}, now.Add(59 * time.Minute)},
		{"order does not matter", []time.Time{ago(time.Minute), ago(5 * hour), ago(2 * hour)}, now.Add(59 * time.Minute)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := checkout.RebookAllowedAt(tc.releases, hour, now); !got.Equal(tc.want) {
				t.Fatalf("RebookAllowedAt = %v, want %v", got, tc.want)
			}
		})
	}
	if got := checkout.RebookAllowedAt([]time.Time{ago(2), ago(1)}, 0, now); !got.IsZero() {
		t.Fatalf("no cooldown configured: %v, want none", got)
	}
}

func TestSlipReviewRoomIsHalfTheDayButAlwaysOne(t *testing.T) {
	for open, want := range map[int]int{0: 1, 1: 1, 2: 1, 3: 1, 4: 2, 8: 4, 9: 4} {
		if got := checkout.SlipReviewRoom(open); got != want {
			t.Errorf("SlipReviewRoom(%d) = %d, want %d", open, got, want)
		}
	}
}
