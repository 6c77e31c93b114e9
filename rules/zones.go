package rules

import (
	"strconv"
	"strings"
	"time"

	"cerebro/apperr"
)

// ColomboZone is every profile's time zone unless its owner picks another.
const ColomboZone = "Asia/Colombo"

// MsgTimeZone is the English answer to a time zone that is not an IANA
// name (ErrTimeZone's message), kept for the forms that compare it.
const MsgTimeZone = "Time zone must be an IANA time zone name, such as Asia/Colombo or Europe/London"

// ErrTimeZone refuses a time zone that is not an IANA name.
const ErrTimeZone apperr.Code = "profile.time_zone_invalid"

// countryZones suggest a profile's time zone from its country (the zone
// most of its people live in), until its owner picks one.
var countryZones = map[string]string{
	"Sri Lanka":      ColomboZone,
	"India":          "Asia/Kolkata",
	"United States":  "America/New_York",
	"United Kingdom": "Europe/London",
}

// ZoneOfCountry is the suggested time zone for a country: Colombo's for a
// country without one.
func ZoneOfCountry(country string) string {
	if z, ok := countryZones[country]; ok {
		return z
	}
	return ColomboZone
}

// ParseZone reads a profile's time zone: an IANA name ("Asia/Colombo",
// "UTC"), or the number of hours east of UTC the profiles used to carry,
// of which only Sri Lanka's 5.5 was ever accepted (so it is Colombo).
func ParseZone(raw string) (string, error) {
	raw = strings.TrimSpace(raw)
	if v, err := strconv.ParseFloat(raw, 64); err == nil {
		if v == 5.5 {
			return ColomboZone, nil
		}
		return "", apperr.New(ErrTimeZone)
	}
	if raw == "" || raw == "Local" || strings.ContainsAny(raw, " .") {
		return "", apperr.New(ErrTimeZone)
	}
	loc, err := time.LoadLocation(raw)
	if err != nil {
		return "", apperr.New(ErrTimeZone)
	}
	return loc.String(), nil
}
