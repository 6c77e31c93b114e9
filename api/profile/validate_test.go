package profile

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
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
		{"firstName", "", "Cannot leave First Name empty"},
		{"firstName", "  ", "Cannot leave First Name empty"},
		{"firstName", "N1mal", "Names can contain letters and spaces only"},
		{"lastName", "", "Cannot leave Last Name empty"},
		{"lastName", "Perera-Silva", "Names can contain letters and spaces only"},
		{"birthday", "", "Cannot leave birthday empty"},
		{"birthday", "12/04/1982", "Birthday must be a date in the form YYYY-MM-DD"},
		{"birthday", "2008-11-24", "You must be at least 18 years old to use Cerebro"},
		{"birthday", "2027-01-01", "Birthday cannot be in the future"},
		{"gender", "", "Please select your gender"},
		{"gender", "OTHER", "Please select your gender"},
		{"categoryId", 0, "Cannot leave category empty"},
		{"categoryId", "", "Cannot leave category empty"},
		{"experience", "", "Cannot leave experience empty"},
		{"experience", "ten", "Experience can contain digits only"},
		{"experience", "81", "Experience must be at most 80 years"},
		{"about", " ", "Cannot leave Description empty"},
		{"phone", "", "Cannot leave Phone empty"},
		{"phone", "077-123", "Phone can contain digits only, 6 to 15 of them"},
		{"accNumber", "", "Cannot leave Account Number empty"},
		{"accNumber", "12AB34", "Account number contains string values"},
		{"bank", "", "Cannot leave Bank empty"},
		{"bankBranch", "", "Cannot leave Bank Branch empty"},
		{"slotSize", 0, "Please Enter a Slot Size more than 0"},
		{"slotSize", 20, "Slot size must be 15 to 120 minutes in steps of 15"},
		{"slotSize", 135, "Slot size must be 15 to 120 minutes in steps of 15"},
		{"slotRate", 0, "Please Enter a Slot Rate more than 0"},
		{"slotRate", -5, "Please Enter a Slot Rate more than 0"},
		{"slotRate", 500001, "Slot rate must be at most 5000 LKR"},
		{"slotRate", 1, "slotRate must be at least 50000 cents (LKR 500)"},
		{"slotRate", 49999, "slotRate must be at least 50000 cents (LKR 500)"},
		{"country", "India", "Country must be Sri Lanka"},
		{"currency", "USD", "Currency must be LKR"},
		{"timeZone", 0, "Time zone must be an IANA time zone name, such as Asia/Colombo or Europe/London"},
		{"timeZone", "Mars/Olympus", "Time zone must be an IANA time zone name, such as Asia/Colombo or Europe/London"},
		{"timeZone", "Local", "Time zone must be an IANA time zone name, such as Asia/Colombo or Europe/London"},
		{"imageName", "../../etc/passwd", "The image was not found. Please upload it again"},
		{"imageName", "ffffffffffffffffffffffffffffffff.png", "The image was not found. Please upload it again"},
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
			assert.Equal(t, http.StatusBadRequest, web.StatusFor(e.Code))
			assert.Equal(t, tt.want, e.Error())
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
	assert.Equal(t, "Cannot leave First Name empty", e.Error())
	assert.Equal(t, map[string]string{
		"firstName": "Cannot leave First Name empty", "lastName": "Cannot leave Last Name empty", "birthday": "Cannot leave birthday empty",
		"gender": "Please select your gender", "categoryId": "Cannot leave category empty", "experience": "Cannot leave experience empty",
		"about": "Cannot leave Description empty", "phone": "Cannot leave Phone empty", "bank": "Cannot leave Bank empty", "bankBranch": "Cannot leave Bank Branch empty",
		"accNumber": "Cannot leave Account Number empty", "slotSize": "Please Enter a Slot Size more than 0", "slotRate": "Please Enter a Slot Rate more than 0",
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
		{"first name", func(p *personInput) { p.FirstName = "" }, "firstName", "Cannot leave First Name empty"},
		{"last name", func(p *personInput) { p.LastName = "" }, "lastName", "Cannot leave Last Name empty"},
		{"birthday", func(p *personInput) { p.Birthday = "" }, "birthday", "Cannot leave birthday empty"},
		{"gender", func(p *personInput) { p.Gender = "" }, "gender", "Please select your gender"},
		{"phone", func(p *personInput) { p.Phone = "" }, "phone", "Cannot leave Phone empty"},
		{"country", func(p *personInput) { p.Country = "France" }, "country", "Please select Sri Lanka, India, United States or United Kingdom"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := valid
			tt.edit(&p)
			var c models.Consultee
			err := consulteeInput{p}.validate(&c, testCheck())
			e, ok := apperr.As(err)
			require.True(t, ok, "want a refusal, got %v", err)
			assert.Equal(t, tt.want, e.Error())
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
