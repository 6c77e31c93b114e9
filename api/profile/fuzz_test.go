package profile

import (
	"bytes"
	"encoding/json"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/availability"
	"cerebro/rules"
)

// fuzzImage is the one uploaded image the profile fuzz pretends exists.
const fuzzImage = "0123456789abcdef0123456789abcdef.png"

// FuzzProfileValidators posts arbitrary JSON to the consultant and
// consultee profile forms (availability's FuzzAvailabilityForm takes the same
// seeds to the add-availability form), as the handlers
// decode and validate it, and checks the validators' promises: a refusal is
// a 400 with a message (never a panic or a 500) and changes nothing; an
// accepted form satisfies every rule the database and the spec rely on.
// Failures it finds go to testdata/fuzz and stay there as regression cases.
func FuzzProfileValidators(f *testing.F) {
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
	pc := profileCheck{today: today, imageExists: func(name string) bool { return name == fuzzImage }}
	f.Fuzz(func(t *testing.T, body []byte) {
		var consultant consultantInput
		if json.NewDecoder(bytes.NewReader(body)).Decode(&consultant) == nil {
			c := models.Consultant{ID: 7, FirstName: "unchanged"}
			before := c
			if err := consultant.validate(&c, pc); err != nil {
				checkRefusal(t, err)
				if !reflect.DeepEqual(before, c) {
					t.Fatalf("a refused consultant form changed the profile: %+v", c)
				}
			} else {
				checkPerson(t, c.FirstName, c.LastName, c.DisplayName, c.Gender, c.Country, c.Currency, c.DialCode, c.Phone, c.ImageName, c.TimeZone, c.Birthday, today)
				switch {
				case c.Country != "Sri Lanka":
					t.Fatalf("consultant country %q", c.Country)
				case c.CategoryID <= 0, c.Experience < 0 || c.Experience > maxExperience:
					t.Fatalf("category %d, experience %d", c.CategoryID, c.Experience)
				case !trimmedText(c.About, 2000), !trimmedText(c.Bank, 100), !trimmedText(c.BankBranch, 100):
					t.Fatalf("about/bank/branch %q/%q/%q", c.About, c.Bank, c.BankBranch)
				case !allDigits(c.AccNumber) || len(c.AccNumber) > 34:
					t.Fatalf("account number %q", c.AccNumber)
				case c.SlotSize < availability.SlotGridMinutes || c.SlotSize > availability.MaxSlotSizeMinutes || c.SlotSize%availability.SlotGridMinutes != 0:
					t.Fatalf("slot size %d", c.SlotSize)
				case c.SlotRate <= 0 || c.SlotRate > maxSlotRate:
					t.Fatalf("slot rate %d", c.SlotRate)
				}
			}
		}
		var consultee consulteeInput
		if json.NewDecoder(bytes.NewReader(body)).Decode(&consultee) == nil {
			c := models.Consultee{ID: 7, FirstName: "unchanged"}
			before := c
			if err := consultee.validate(&c, pc); err != nil {
				checkRefusal(t, err)
				if !reflect.DeepEqual(before, c) {
					t.Fatalf("a refused consultee form changed the profile: %+v", c)
				}
			} else {
				checkPerson(t, c.FirstName, c.LastName, c.DisplayName, c.Gender, c.Country, c.Currency, c.DialCode, c.Phone, c.ImageName, c.TimeZone, c.Birthday, today)
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

// checkPerson checks what both accepted profile forms must hold.
func checkPerson(t *testing.T, first, last, display, gender, country, currency, dial, phone, image, tz string, birthday, today time.Time) {
	t.Helper()
	for _, name := range []string{first, last} {
		if name == "" || strings.TrimSpace(name) != name || utf8.RuneCountInString(name) > 50 ||
			strings.IndexFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) && r != ' ' }) >= 0 {
			t.Fatalf("accepted name %q", name)
		}
	}
	switch {
	case display == "" || strings.TrimSpace(display) != display || utf8.RuneCountInString(display) > 101:
		t.Fatalf("accepted display name %q", display)
	case gender != "MALE" && gender != "FEMALE":
		t.Fatalf("accepted gender %q", gender)
	case currency != "LKR" || !validZone(tz):
		t.Fatalf("accepted currency %q, time zone %v", currency, tz)
	case country == "":
		t.Fatalf("accepted an empty country")
	case !allDigits(dial) || len(dial) > 4:
		t.Fatalf("accepted dial code %q", dial)
	case !allDigits(phone) || len(phone) < 6 || len(phone) > 15:
		t.Fatalf("accepted phone %q", phone)
	case image != "" && image != fuzzImage:
		t.Fatalf("accepted image %q", image)
	case !rules.IsAdult(birthday, today):
		t.Fatalf("accepted birthday %s", birthday)
	}
}

func trimmedText(s string, max int) bool {
	return s != "" && strings.TrimSpace(s) == s && utf8.RuneCountInString(s) <= max
}

// validZone: what the validator stores is always a zone Go can load, never Local.
func validZone(tz string) bool {
	_, err := time.LoadLocation(tz)
	return err == nil && tz != "" && tz != "Local"
}
