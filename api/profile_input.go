package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"

	"cerebro/apperr"
)

// The profile forms' refusals, one code per field problem; the English
// texts are the forms' own words.
const (
	errFirstNameEmpty    apperr.Code = "profile.first_name_empty"
	errLastNameEmpty     apperr.Code = "profile.last_name_empty"
	errBirthdayEmpty     apperr.Code = "profile.birthday_empty"
	errGenderEmpty       apperr.Code = "profile.gender_empty"
	errExperienceEmpty   apperr.Code = "profile.experience_empty"
	errCategoryEmpty     apperr.Code = "profile.category_empty"
	errAboutEmpty        apperr.Code = "profile.about_empty"
	errPhoneEmpty        apperr.Code = "profile.phone_empty"
	errAccNumberEmpty    apperr.Code = "profile.acc_number_empty"
	errAccNumberLetters  apperr.Code = "profile.acc_number_letters"
	errBankEmpty         apperr.Code = "profile.bank_empty"
	errBankBranchEmpty   apperr.Code = "profile.bank_branch_empty"
	errSlotSizeZero      apperr.Code = "profile.slot_size_zero"
	errSlotRateZero      apperr.Code = "profile.slot_rate_zero"
	errNameLetters       apperr.Code = "profile.name_letters"
	errNameTooLong       apperr.Code = "profile.name_too_long"
	errDisplayNameLong   apperr.Code = "profile.display_name_too_long"
	errBirthdayFormat    apperr.Code = "profile.birthday_format"
	errBirthdayFuture    apperr.Code = "profile.birthday_future"
	errTooYoung          apperr.Code = "profile.too_young"
	errExperienceDigits  apperr.Code = "profile.experience_digits"
	errExperienceRange   apperr.Code = "profile.experience_range"
	errAboutTooLong      apperr.Code = "profile.about_too_long"
	errPhoneDigits       apperr.Code = "profile.phone_digits"
	errDialCodeDigits    apperr.Code = "profile.dial_code_digits"
	errBankTooLong       apperr.Code = "profile.bank_too_long"
	errAccNumberTooLong  apperr.Code = "profile.acc_number_too_long"
	errSlotSizeStep      apperr.Code = "profile.slot_size_step"
	errSlotRateMin       apperr.Code = "profile.slot_rate_min"
	errSlotRateMax       apperr.Code = "profile.slot_rate_max"
	errSlotRateCents     apperr.Code = "profile.slot_rate_cents"
	errCountryConsultant apperr.Code = "profile.country_consultant"
	errCountryConsultee  apperr.Code = "profile.country_consultee"
	errTimeZone          apperr.Code = "profile.time_zone"
	errCurrency          apperr.Code = "profile.currency"
	errImageUnknown      apperr.Code = "profile.image_unknown"
)

// looseText accepts a JSON string or number and keeps its text: a form's
// digit-only inputs and selects arrive as either, depending on the widget,
// and the spec's messages (not a type error) must explain what is wrong.
type looseText string

// UnmarshalJSON takes a string, a number or null.
func (t *looseText) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case bytes.Equal(b, []byte("null")):
		*t = ""
		return nil
	case len(b) > 0 && b[0] == '"':
		var s string
		err := json.Unmarshal(b, &s)
		*t = looseText(s)
		return err
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err != nil {
		return errors.New("expected a string or a number")
	}
	*t = looseText(n.String())
	return nil
}

func (t looseText) trimmed() string { return strings.TrimSpace(string(t)) }

// fieldErrors keeps the first problem per field in the order the form
// shows the fields, so the refusal's own code and message are the topmost
// problem's.
type fieldErrors struct {
	order    []string
	problems map[string]apperr.Problem
}

func (f *fieldErrors) add(field string, code apperr.Code) { f.addWith(field, code, nil) }

// addWith adds a problem whose message has placeholders.
func (f *fieldErrors) addWith(field string, code apperr.Code, values map[string]any) {
	if f.problems == nil {
		f.problems = map[string]apperr.Problem{}
	}
	if _, dup := f.problems[field]; !dup {
		f.order = append(f.order, field)
		f.problems[field] = apperr.Problem{Code: code, Values: values}
	}
}

func (f *fieldErrors) err() error {
	if len(f.order) == 0 {
		return nil
	}
	top := f.problems[f.order[0]]
	e := apperr.New(top.Code)
	for name, v := range top.Values {
		e.With(name, v)
	}
	for _, field := range f.order {
		p := f.problems[field]
		e.WithField(field, p.Code, p.Values)
	}
	return e
}

// personInput is what both profile forms share (names, birthday, gender,
// country, time zone, currency, phone, picture). userId and email
// are accepted and ignored: the account comes from the token.
type personInput struct {
	FirstName   string    `json:"firstName"`
	LastName    string    `json:"lastName"`
	DisplayName string    `json:"displayName"`
	Birthday    string    `json:"birthday"`
	Gender      string    `json:"gender"`
	Country     string    `json:"country"`
	TimeZone    looseText `json:"timeZone"`
	Currency    string    `json:"currency"`
	DialCode    looseText `json:"dialCode"`
	Phone       looseText `json:"phone"`
	ImageName   string    `json:"imageName"`
}

// consultantInput is the consultant profile form.
type consultantInput struct {
	personInput
	CategoryID looseText `json:"categoryId"`
	Experience looseText `json:"experience"`
	About      string    `json:"about"`
	Bank       string    `json:"bank"`
	BankBranch string    `json:"bankBranch"`
	AccNumber  looseText `json:"accNumber"`
	SlotSize   looseText `json:"slotSize"`
	SlotRate   looseText `json:"slotRate"` // cents
}

// consulteeInput is the consultee profile form.
type consulteeInput struct {
	personInput
}
