package availability

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models/availability"
)

// fuzzImage is the one uploaded image the profile fuzz pretends exists.
const fuzzImage = "0123456789abcdef0123456789abcdef.png"

// FuzzAvailabilityForm posts the profile fuzz's arbitrary JSON to the
// add-availability form, as the handler decodes and validates it: a refusal
// is a 400 with a message, never a panic or a 500. Failures it finds go to
// testdata/fuzz and stay there as regression cases.
func FuzzAvailabilityForm(f *testing.F) {
	for _, seed := range []string{
		`{"firstName":"Nimal","lastName":"Perera","birthday":"1980-01-01","gender":"MALE","categoryId":1,"experience":"10",
		  "about":"Lawyer","dialCode":"+94","phone":"777654321","bank":"BOC","bankBranch":"Colombo","accNumber":"123",
		  "slotSize":"30","slotRate":250000,"startDate":"2026-11-23","startTime":"09:00","noOfSlots":2,"repeat":"1","noOfOccurrence":3}`,
		`{"firstName":"සුනිල්","lastName":"ශාන්ත","displayName":"Dr. Sunil","birthday":"2008-11-22","gender":"male","country":"sri lanka",
		  "timeZone":"5.5","currency":"lkr","categoryId":"7","experience":80,"about":"x","phone":123456,"bank":"B","bankBranch":"C",
		  "accNumber":1234567890123456789012345678901234,"slotSize":120,"slotRate":"500000","imageName":"` + fuzzImage + `"}`,
		`{"firstName":"A1","lastName":"","birthday":"1980-02-30","gender":"X","country":"India","timeZone":6,"currency":"USD",
		  "categoryId":0,"experience":"-1","about":"","dialCode":"12345","phone":"12a","accNumber":"12 34","slotSize":"135","slotRate":"12.50",
		  "imageName":"../../etc/passwd","repeat":null}`,
		`{"firstName":"  Nimal  ","experience":"0081","slotSize":"1e2","slotRate":"9223372036854775808","about":"` + strings.Repeat("é", 2001) + `"}`,
		`{"firstName":{"x":1}}`, `[]`, `null`, `"x"`, `{"phone":true}`, `{"dialCode":"+","phone":"000000"}`,
	} {
		f.Add([]byte(seed))
	}
	today := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, body []byte) {
		var slots availabilityInput
		if json.NewDecoder(bytes.NewReader(body)).Decode(&slots) == nil {
			a, _, err := slots.parse()
			if err == nil {
				_, err = availability.ExpandAvailability(a, today.Add(10*time.Hour))
			}
			if err != nil {
				checkRefusal(t, err)
			}
		}
	})
}

// checkRefusal: a validator's refusal is a 400 that tells the user why.
func checkRefusal(t *testing.T, err error) {
	t.Helper()
	e, ok := apperr.As(err)
	if !ok || web.StatusFor(e.Code) != http.StatusBadRequest || e.Error() == "" {
		t.Fatalf("refusal %v is not a 400 with a message", err)
	}
	for field, msg := range e.FieldTexts(apperr.English) {
		if field == "" || msg == "" {
			t.Fatalf("refusal %v has an empty field or message: %q=%q", err, field, msg)
		}
	}
}
