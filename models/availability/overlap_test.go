package availability_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"cerebro/apperr"
	"cerebro/apperr/apperrtest"
	"cerebro/models/availability"
)

// span builds an interval from two UTC clock times on 23 Nov 2026
// (08:00 Colombo is 02:30 UTC).
func span(t *testing.T, from, to string) availability.Interval {
	return availability.Interval{Start: at(t, "2026-11-23T"+from+":00Z"), End: at(t, "2026-11-23T"+to+":00Z")}
}

func TestOverlaps(t *testing.T) {
	tests := []struct {
		name string
		a, b [2]string
		want bool
	}{
		{"disjoint", [2]string{"02:30", "03:30"}, [2]string{"04:00", "05:00"}, false},
		{"touching ends", [2]string{"02:30", "03:30"}, [2]string{"03:30", "04:30"}, false},
		{"partial", [2]string{"02:30", "03:30"}, [2]string{"03:00", "04:00"}, true},
		{"one minute shared", [2]string{"02:30", "03:30"}, [2]string{"03:29", "04:30"}, true},
		{"contained", [2]string{"02:30", "05:30"}, [2]string{"03:00", "04:00"}, true},
		{"identical", [2]string{"02:30", "03:30"}, [2]string{"02:30", "03:30"}, true},
		{"same start", [2]string{"02:30", "03:30"}, [2]string{"02:30", "02:45"}, true},
		{"empty interval inside", [2]string{"02:30", "03:30"}, [2]string{"03:00", "03:00"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := span(t, tt.a[0], tt.a[1]), span(t, tt.b[0], tt.b[1])
			assert.Equal(t, tt.want, availability.Overlaps(a, b))
			assert.Equal(t, tt.want, availability.Overlaps(b, a), "must be symmetric")
		})
	}
}

func TestFindOverlap(t *testing.T) {
	late, early, middle := span(t, "05:00", "06:00"), span(t, "02:30", "04:00"), span(t, "03:30", "04:30")
	tests := []struct {
		name      string
		set       []availability.Interval
		wantFound bool
		wantA     availability.Interval
		wantB     availability.Interval
	}{
		{"empty set", nil, false, availability.Interval{}, availability.Interval{}},
		{"one interval", []availability.Interval{early}, false, availability.Interval{}, availability.Interval{}},
		{"back to back", []availability.Interval{span(t, "03:30", "04:30"), span(t, "02:30", "03:30")},
			false, availability.Interval{}, availability.Interval{}},
		{"unsorted with overlap", []availability.Interval{late, middle, early}, true, early, middle},
		{"long interval over a later short one",
			[]availability.Interval{span(t, "02:30", "09:00"), span(t, "03:00", "03:15"), span(t, "08:00", "08:15")},
			true, span(t, "02:30", "09:00"), span(t, "03:00", "03:15")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b, found := availability.FindOverlap(tt.set)
			assert.Equal(t, tt.wantFound, found)
			assert.Equal(t, tt.wantA, a)
			assert.Equal(t, tt.wantB, b)
		})
	}
}

func TestCheckNoOverlap(t *testing.T) {
	eight, eightThirty := span(t, "02:30", "03:30"), span(t, "03:00", "04:00")
	nine := span(t, "03:30", "04:30")
	tests := []struct {
		name               string
		proposed, existing []availability.Interval
		code               apperr.Code // "" means accepted
		msg                string
	}{
		{"no existing slots", []availability.Interval{eight, nine}, nil, "", ""},
		{"next to an existing slot", []availability.Interval{nine}, []availability.Interval{eight}, "", ""},
		{"clashes with itself", []availability.Interval{nine, eightThirty}, nil, "availability.slots_overlap",
			"The slot on 2026-11-23 at 08:30 overlaps the slot on 2026-11-23 at 09:00"},
		{"clashes with an existing slot", []availability.Interval{eightThirty}, []availability.Interval{nine, eight},
			"availability.overlaps_existing",
			"The slot on 2026-11-23 at 08:30 overlaps your existing slot on 2026-11-23 at 09:00"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := availability.CheckNoOverlap(tt.proposed, tt.existing)
			if tt.code == "" {
				assert.NoError(t, err)
				return
			}
			apperrtest.RequireCode(t, err, tt.code, tt.msg)
		})
	}
}
