package api

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
)

// testToday is the Colombo date the validation tables are judged on.
var testToday = time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)

const knownImage = "0123456789abcdef0123456789abcdef.png"

func testCheck() profileCheck {
	return profileCheck{today: testToday, imageExists: func(n string) bool { return n == knownImage }}
}

// validConsultantJSON is a complete consultant form; each case breaks one field.
func validConsultantJSON() map[string]any {
	return map[string]any{
		"firstName": "Nimal", "lastName": "Perera", "birthday": "1982-04-12", "gender": "MALE",
		"categoryId": 6, "experience": "14", "about": "Attorney-at-law.", "phone": "771234567",
		"bank": "Commercial Bank", "bankBranch": "Kollupitiya", "accNumber": "1002003004",
		"slotSize": 30, "slotRate": 250000,
	}
}

func decodeConsultant(t *testing.T, body map[string]any) consultantInput {
	t.Helper()
	raw, err := json.Marshal(body)
	require.NoError(t, err)
	var in consultantInput
	require.NoError(t, json.Unmarshal(raw, &in))
	return in
}

func TestConsultantValidationMessages(t *testing.T) {
	tests := []struct {
		field string
		value any
		want  string // message under the field, and the summary message
	}{
		{"firstName", "", MsgFirstNameEmpty},
		{"firstName", "  ", MsgFirstNameEmpty},
		{"firstName", "N1mal", MsgNameLetters},
		{"lastName", "", MsgLastNameEmpty},
		{"lastName", "Perera-Silva", MsgNameLetters},
		{"birthday", "", MsgBirthdayEmpty},
		{"birthday", "12/04/1982", MsgBirthdayFormat},
		{"birthday", "2008-11-24", "You must be at least 18 years old to use Cerebro"},
		{"birthday", "2027-01-01", "Birthday cannot be in the future"},
		{"gender", "", MsgGenderEmpty},
		{"gender", "OTHER", MsgGenderEmpty},
		{"categoryId", 0, MsgCategoryEmpty},
		{"categoryId", "", MsgCategoryEmpty},
		{"experience", "", MsgExperienceEmpty},
		{"experience", "ten", MsgExperienceDigits},
		{"experience", "81", MsgExperienceRange},
		{"about", " ", MsgAboutEmpty},
		{"phone", "", MsgPhoneEmpty},
		{"phone", "077-123", MsgPhoneDigits},
		{"accNumber", "", MsgAccNumberEmpty},
		{"accNumber", "12AB34", MsgAccNumberLetters},
		{"bank", "", MsgBankEmpty},
		{"bankBranch", "", MsgBankBranchEmpty},
		{"slotSize", 0, MsgSlotSizeZero},
		{"slotSize", 20, MsgSlotSizeStep},
		{"slotSize", 135, MsgSlotSizeStep},
		{"slotRate", 0, MsgSlotRateZero},
		{"slotRate", -5, MsgSlotRateZero},
		{"slotRate", 500001, MsgSlotRateMax},
		{"slotRate", 1, rules.MsgSlotRateMin},
		{"slotRate", 49999, rules.MsgSlotRateMin},
		{"country", "India", MsgCountryConsultant},
		{"currency", "USD", MsgCurrency},
		{"timeZone", 0, MsgTimeZone},
		{"timeZone", "Mars/Olympus", MsgTimeZone},
		{"timeZone", "Local", MsgTimeZone},
		{"imageName", "../../etc/passwd", MsgImageUnknown},
		{"imageName", "ffffffffffffffffffffffffffffffff.png", MsgImageUnknown},
	}
	for _, tt := range tests {
		t.Run(tt.field+"="+jsonText(tt.value), func(t *testing.T) {
			body := validConsultantJSON()
			body[tt.field] = tt.value
			before := models.Consultant{FirstName: "Unchanged"}
			c := before
			err := decodeConsultant(t, body).validate(&c, testCheck())
			e, ok := apperr.As(err)
			require.True(t, ok, "want a refusal, got %v", err)
			assert.Equal(t, http.StatusBadRequest, e.Status)
			assert.Equal(t, tt.want, e.Message)
			assert.Equal(t, map[string]string{tt.field: tt.want}, e.FieldTexts(apperr.English))
			assert.Equal(t, before, c, "a refused save changes nothing")
		})
	}
}

func jsonText(v any) string { b, _ := json.Marshal(v); return string(b) }

func TestConsultantValidationDefaultsAndNormalises(t *testing.T) {
	body := validConsultantJSON()
	body["gender"] = "female"
	body["categoryId"] = "6" // a <select> sends a string
	body["imageName"] = knownImage
	var c models.Consultant
	require.NoError(t, decodeConsultant(t, body).validate(&c, testCheck()))
	assert.Equal(t, "Nimal Perera", c.DisplayName, "display name defaults to first + last")
	assert.Equal(t, "FEMALE", c.Gender)
	assert.Equal(t, "Sri Lanka", c.Country)
	assert.Equal(t, "Asia/Colombo", c.TimeZone)
	assert.Equal(t, "LKR", c.Currency)
	assert.Equal(t, "94", c.DialCode)
	assert.Equal(t, int64(6), c.CategoryID)
	assert.Equal(t, 14, c.Experience)
	assert.Equal(t, int64(250000), c.SlotRate)
	assert.Equal(t, knownImage, c.ImageName)
	assert.Equal(t, time.Date(1982, 4, 12, 0, 0, 0, 0, time.UTC), c.Birthday)
}

// Every problem is reported at once; the summary is the topmost field's.
func TestConsultantValidationReportsAllFields(t *testing.T) {
	var c models.Consultant
	err := decodeConsultant(t, map[string]any{}).validate(&c, testCheck())
	e, ok := apperr.As(err)
	require.True(t, ok)
	assert.Equal(t, MsgFirstNameEmpty, e.Message)
	assert.Equal(t, map[string]string{
		"firstName": MsgFirstNameEmpty, "lastName": MsgLastNameEmpty, "birthday": MsgBirthdayEmpty,
		"gender": MsgGenderEmpty, "categoryId": MsgCategoryEmpty, "experience": MsgExperienceEmpty,
		"about": MsgAboutEmpty, "phone": MsgPhoneEmpty, "bank": MsgBankEmpty, "bankBranch": MsgBankBranchEmpty,
		"accNumber": MsgAccNumberEmpty, "slotSize": MsgSlotSizeZero, "slotRate": MsgSlotRateZero,
	}, e.FieldTexts(apperr.English))
}

// The age rule: 18 on the Colombo date of the request, not a day earlier.
func TestProfileAgeRule(t *testing.T) {
	tests := []struct {
		birthday string
		ok       bool
	}{
		{"2008-11-23", true},  // 18 today
		{"2008-11-24", false}, // 18 tomorrow
		{"1950-01-01", true},
		{"2026-11-23", false}, // born today
	}
	for _, tt := range tests {
		t.Run(tt.birthday, func(t *testing.T) {
			in := consulteeInput{personInput{FirstName: "Kamala", LastName: "Silva", Birthday: tt.birthday,
				Gender: "FEMALE", Phone: "719876543"}}
			var c models.Consultee
			err := in.validate(&c, testCheck())
			assert.Equal(t, tt.ok, err == nil, "err: %v", err)
		})
	}
}

func TestConsulteeValidationMessages(t *testing.T) {
	valid := personInput{FirstName: "Kamala", LastName: "Silva", Birthday: "1990-09-03", Gender: "FEMALE", Phone: "719876543"}
	tests := []struct {
		name  string
		edit  func(*personInput)
		field string
		want  string
	}{
		{"first name", func(p *personInput) { p.FirstName = "" }, "firstName", MsgFirstNameEmpty},
		{"last name", func(p *personInput) { p.LastName = "" }, "lastName", MsgLastNameEmpty},
		{"birthday", func(p *personInput) { p.Birthday = "" }, "birthday", MsgBirthdayEmpty},
		{"gender", func(p *personInput) { p.Gender = "" }, "gender", MsgGenderEmpty},
		{"phone", func(p *personInput) { p.Phone = "" }, "phone", MsgPhoneEmpty},
		{"country", func(p *personInput) { p.Country = "France" }, "country", MsgCountryConsultee},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := valid
			tt.edit(&p)
			var c models.Consultee
			err := consulteeInput{p}.validate(&c, testCheck())
			e, ok := apperr.As(err)
			require.True(t, ok, "want a refusal, got %v", err)
			assert.Equal(t, tt.want, e.Message)
			assert.Equal(t, map[string]string{tt.field: tt.want}, e.FieldTexts(apperr.English))
			assert.Zero(t, c.FirstName, "a refused save changes nothing")
		})
	}
	p := valid
	p.Country = "united kingdom"
	var c models.Consultee
	require.NoError(t, consulteeInput{p}.validate(&c, testCheck()))
	assert.Equal(t, "United Kingdom", c.Country)
	assert.Equal(t, "Kamala Silva", c.DisplayName)
}

// A profile's time zone is an IANA name: the one given, else the one its
// country suggests; the old 5.5 is Colombo.
func TestProfileTimeZones(t *testing.T) {
	zoneOf := func(country string, tz any) string {
		body := map[string]any{"firstName": "Kamala", "lastName": "Silva", "birthday": "1990-05-01", "gender": "FEMALE",
			"country": country, "phone": "771234567"}
		if tz != nil {
			body["timeZone"] = tz
		}
		raw, err := json.Marshal(body)
		require.NoError(t, err)
		var in consulteeInput
		require.NoError(t, json.Unmarshal(raw, &in))
		var c models.Consultee
		require.NoError(t, in.validate(&c, testCheck()))
		return c.TimeZone
	}
	assert.Equal(t, "Asia/Colombo", zoneOf("Sri Lanka", nil))
	assert.Equal(t, "Asia/Kolkata", zoneOf("India", nil), "the country suggests the zone")
	assert.Equal(t, "Europe/London", zoneOf("United Kingdom", nil))
	assert.Equal(t, "Australia/Melbourne", zoneOf("Sri Lanka", "Australia/Melbourne"), "a Sri Lankan abroad picks their own")
	assert.Equal(t, "Asia/Colombo", zoneOf("India", 5.5), "the old offset")
	assert.Equal(t, "Asia/Colombo", zoneOf("Sri Lanka", "5.5"))
}
