package profile

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
	"cerebro/uploads"
)

// Profile defaults (the company is in Sri Lanka and trades in LKR only) and
// the choices the forms offer.
const (
	defaultCountry  = "Sri Lanka"
	defaultCurrency = "LKR"
	defaultDialCode = "94"
	maxSlotRate     = 5000 * 100 // cents: the slider's 5000 LKR
	maxExperience   = 80         // years, as the schema allows
)

var consulteeCountries = []string{"Sri Lanka", "India", "United States", "United Kingdom"}

// profileCheck is what validation needs from outside the form: today's
// Colombo date for the age rule, and whether an uploaded image exists.
type profileCheck struct {
	today       time.Time
	imageExists func(name string) bool
}

// person is the validated part both profiles share.
type person struct {
	firstName, lastName, displayName string
	birthday                         time.Time
	gender, country, currency        string
	timeZone                         string // IANA name
	dialCode, phone, imageName       string
}

// checkIdentity validates the fields above the profile-specific ones, in the
// form's order: names, birthday, gender, country, time zone, currency.
func (in personInput) checkIdentity(errs *web.FieldErrors, pc profileCheck, countries []string) person {
	p := person{
		firstName: checkName(errs, "firstName", in.FirstName, errFirstNameEmpty),
		lastName:  checkName(errs, "lastName", in.LastName, errLastNameEmpty),
	}
	p.displayName = strings.TrimSpace(in.DisplayName)
	if p.displayName == "" {
		p.displayName = strings.TrimSpace(p.firstName + " " + p.lastName)
	}
	if utf8.RuneCountInString(p.displayName) > 101 {
		errs.Add("displayName", errDisplayNameLong)
	}
	p.birthday = checkBirthday(errs, in.Birthday, pc.today)
	p.gender = strings.ToUpper(strings.TrimSpace(in.Gender))
	if p.gender != "MALE" && p.gender != "FEMALE" {
		errs.Add("gender", errGenderEmpty)
	}
	p.country = orDefault(in.Country, defaultCountry)
	if !containsFold(countries, &p.country) {
		errs.Add("country", countryProblem(countries))
	}
	// No zone given: the one the country suggests (Asia/Colombo for Sri Lanka).
	p.timeZone = rules.ZoneOfCountry(p.country)
	if tz := in.TimeZone.Trimmed(); tz != "" {
		zone, err := rules.ParseZone(tz)
		if err != nil {
			errs.Add("timeZone", errTimeZone)
		}
		p.timeZone = zone
	}
	p.currency = strings.ToUpper(orDefault(in.Currency, defaultCurrency))
	if p.currency != defaultCurrency {
		errs.Add("currency", errCurrency)
	}
	return p
}

// checkContact validates the phone and its dial code.
func (p *person) checkContact(errs *web.FieldErrors, in personInput) {
	p.dialCode = strings.TrimPrefix(orDefault(string(in.DialCode), defaultDialCode), "+")
	if !allDigits(p.dialCode) || len(p.dialCode) > 4 {
		errs.Add("dialCode", errDialCodeDigits)
	}
	p.phone = in.Phone.Trimmed()
	switch {
	case p.phone == "":
		errs.Add("phone", errPhoneEmpty)
	case !allDigits(p.phone) || len(p.phone) < 6 || len(p.phone) > 15:
		errs.Add("phone", errPhoneDigits)
	}
}

// checkImage accepts no image, or one this server generated and still has.
func (p *person) checkImage(errs *web.FieldErrors, name string, pc profileCheck) {
	p.imageName = strings.TrimSpace(name)
	if p.imageName != "" && (!uploads.ValidName(p.imageName) || !pc.imageExists(p.imageName)) {
		errs.Add("imageName", errImageUnknown)
	}
}

func checkName(errs *web.FieldErrors, field, v string, empty apperr.Code) string {
	v = strings.TrimSpace(v)
	switch {
	case v == "":
		errs.Add(field, empty)
	case !lettersAndSpaces(v):
		errs.Add(field, errNameLetters)
	case utf8.RuneCountInString(v) > 50:
		errs.Add(field, errNameTooLong)
	}
	return v
}

func checkBirthday(errs *web.FieldErrors, v string, today time.Time) time.Time {
	v = strings.TrimSpace(v)
	if v == "" {
		errs.Add("birthday", errBirthdayEmpty)
		return time.Time{}
	}
	d, err := time.Parse(rules.DateLayout, v)
	if err != nil || d.Format(rules.DateLayout) != v {
		errs.Add("birthday", errBirthdayFormat)
		return time.Time{}
	}
	if rules.CheckBirthday(d, today) != nil {
		addAgeProblem(errs, d, today)
	}
	return d
}

// addAgeProblem words the age rule's refusal of a birthday given in the
// right form: born after today, or not yet of age.
func addAgeProblem(errs *web.FieldErrors, birthday, today time.Time) {
	if rules.AgeOn(birthday, today) < 0 {
		errs.Add("birthday", errBirthdayFuture)
		return
	}
	errs.AddWith("birthday", errTooYoung, map[string]any{"age": rules.MinimumAge})
}

// lettersAndSpaces allows any script's letters and their combining marks
// (Sinhala and Tamil vowel signs are marks, not letters).
func lettersAndSpaces(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsMark(r) && r != ' ' {
			return false
		}
	}
	return true
}

func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

func orDefault(v, def string) string {
	if v = strings.TrimSpace(v); v != "" {
		return v
	}
	return def
}

// containsFold reports whether *v is one of options ignoring case, and
// replaces it with the option's own spelling.
func containsFold(options []string, v *string) bool {
	for _, o := range options {
		if strings.EqualFold(o, *v) {
			*v = o
			return true
		}
	}
	return false
}

func countryProblem(countries []string) apperr.Code {
	if len(countries) == 1 {
		return errCountryConsultant
	}
	return errCountryConsultee
}

// applyToConsultee copies a validated person onto a consultee.
func (p person) applyToConsultee(c *models.Consultee) {
	c.FirstName, c.LastName, c.DisplayName = p.firstName, p.lastName, p.displayName
	c.Birthday, c.Gender, c.Country, c.TimeZone, c.Currency = p.birthday, p.gender, p.country, p.timeZone, p.currency
	c.DialCode, c.Phone, c.ImageName = p.dialCode, p.phone, p.imageName
}

// validate checks the consultee form and, only if all is well, copies it
// onto c: a refused save changes nothing.
func (in consulteeInput) validate(c *models.Consultee, pc profileCheck) error {
	var errs web.FieldErrors
	p := in.checkIdentity(&errs, pc, consulteeCountries)
	p.checkContact(&errs, in.personInput)
	p.checkImage(&errs, in.ImageName, pc)
	if err := errs.Err(); err != nil {
		return err
	}
	p.applyToConsultee(c)
	return nil
}
