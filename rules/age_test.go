package rules_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/apperr/apperrtest"
	"cerebro/rules"
)

func TestAgeOn(t *testing.T) {
	tests := []struct {
		name            string
		birthday, today time.Time
		want            int
	}{
		{"born today", date(2026, 11, 23), date(2026, 11, 23), 0},
		{"day before 18th birthday", date(2008, 11, 23), date(2026, 11, 22), 17},
		{"18th birthday", date(2008, 11, 23), date(2026, 11, 23), 18},
		{"day after 18th birthday", date(2008, 11, 23), date(2026, 11, 24), 18},
		{"earlier month", date(2008, 12, 1), date(2026, 11, 30), 17},
		{"later month", date(2008, 1, 31), date(2026, 2, 1), 18},
		{"29 Feb: 28 Feb of a common year is not yet", date(2008, 2, 29), date(2026, 2, 28), 17},
		{"29 Feb: 1 Mar of a common year is the birthday", date(2008, 2, 29), date(2026, 3, 1), 18},
		{"29 Feb: 29 Feb of a leap year", date(2008, 2, 29), date(2028, 2, 29), 20},
		{"29 Feb: 28 Feb of a leap year", date(2008, 2, 29), date(2028, 2, 28), 19},
		{"28 Feb birthday in a leap year", date(2008, 2, 28), date(2028, 2, 28), 20},
		{"born tomorrow", date(2026, 11, 24), date(2026, 11, 23), -1},
		{"born next year", date(2027, 1, 1), date(2026, 11, 23), -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, rules.AgeOn(tt.birthday, tt.today))
		})
	}
}

func TestIsAdult(t *testing.T) {
	tests := []struct {
		name            string
		birthday, today time.Time
		want            bool
	}{
		{"17", date(2008, 11, 24), date(2026, 11, 23), false},
		{"exactly 18", date(2008, 11, 23), date(2026, 11, 23), true},
		{"older", date(1970, 1, 1), date(2026, 11, 23), true},
		{"leap-day child on 28 Feb", date(2008, 2, 29), date(2026, 2, 28), false},
		{"leap-day child on 1 Mar", date(2008, 2, 29), date(2026, 3, 1), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, rules.IsAdult(tt.birthday, tt.today))
		})
	}
}

// The 18th birthday begins at Colombo midnight, 5.5 hours before UTC's.
func TestIsAdultUsesColomboToday(t *testing.T) {
	now := at(t, "2026-11-22T19:00:00Z") // 00:30 on 23 Nov in Colombo
	birthday := date(2008, 11, 23)
	assert.False(t, rules.IsAdult(birthday, now), "UTC date is still the 22nd")
	assert.True(t, rules.IsAdult(birthday, rules.ColomboToday(now)))
}

func TestCheckBirthday(t *testing.T) {
	today := date(2026, 11, 23)
	tests := []struct {
		name     string
		birthday time.Time
		wantMsg  string // "" means accepted
	}{
		{"missing", time.Time{}, "Cannot leave birthday empty"},
		{"tomorrow", date(2026, 11, 24), "Birthday cannot be in the future"},
		{"born today", date(2026, 11, 23), "You must be at least 18 years old to use Cerebro"},
		{"a day short of 18", date(2008, 11, 24), "You must be at least 18 years old to use Cerebro"},
		{"18 today", date(2008, 11, 23), ""},
		{"adult", date(1990, 5, 17), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := rules.CheckBirthday(tt.birthday, today)
			if tt.wantMsg == "" {
				require.NoError(t, err)
				return
			}
			e := apperrtest.RequireField(t, err, "birthday", tt.wantMsg)
			assert.Equal(t, map[string]string{"birthday": tt.wantMsg}, e.FieldTexts(apperr.English))
		})
	}
}
