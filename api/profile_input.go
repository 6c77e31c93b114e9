package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"

	"cerebro/apperr"
	"cerebro/rules"
)

// The profile forms' messages, word for word as the forms show them under
// each field, so the server and the browser say the same thing.
const (
	MsgFirstNameEmpty   = "Cannot leave First Name empty"
	MsgLastNameEmpty    = "Cannot leave Last Name empty"
	MsgBirthdayEmpty    = "Cannot leave birthday empty"
	MsgGenderEmpty      = "Please select your gender"
	MsgExperienceEmpty  = "Cannot leave experience empty"
	MsgCategoryEmpty    = "Cannot leave category empty"
	MsgAboutEmpty       = "Cannot leave Description empty"
	MsgPhoneEmpty       = "Cannot leave Phone empty"
	MsgAccNumberEmpty   = "Cannot leave Account Number empty"
	MsgAccNumberLetters = "Account number contains string values"
	MsgBankEmpty        = "Cannot leave Bank empty"
	MsgBankBranchEmpty  = "Cannot leave Bank Branch empty"
	MsgSlotSizeZero     = "Please Enter a Slot Size more than 0"
	MsgSlotRateZero     = "Please Enter a Slot Rate more than 0"
)

// Messages for rules the spec implies but does not word.
const (
	MsgNameLetters       = "Names can contain letters and spaces only"
	MsgNameTooLong       = "Names must be at most 50 characters"
	MsgDisplayNameLong   = "Display Name must be at most 101 characters"
	MsgBirthdayFormat    = "Birthday must be a date in the form YYYY-MM-DD"
	MsgExperienceDigits  = "Experience can contain digits only"
	MsgExperienceRange   = "Experience must be at most 80 years"
	MsgAboutTooLong      = "Description must be at most 2000 characters"
	MsgPhoneDigits       = "Phone can contain digits only, 6 to 15 of them"
	MsgDialCodeDigits    = "Dial code can contain 1 to 4 digits only"
	MsgBankTooLong       = "Bank details must be at most 100 characters"
	MsgAccNumberTooLong  = "Account number must be at most 34 digits"
	MsgSlotSizeStep      = "Slot size must be 15 to 120 minutes in steps of 15"
	MsgSlotRateMax       = "Slot rate must be at most 5000 LKR"
	MsgSlotRateCents     = "Slot rate must be a whole number of cents"
	MsgCountryConsultant = "Country must be Sri Lanka"
	MsgCountryConsultee  = "Please select Sri Lanka, India, United States or United Kingdom"
	MsgTimeZone          = rules.MsgTimeZone
	MsgCurrency          = "Currency must be LKR"
	MsgImageUnknown      = "The image was not found. Please upload it again"
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

// fieldErrors keeps the first message per field in the order the form
// shows the fields, so the summary message is the topmost problem.
type fieldErrors struct {
	order []string
	msgs  map[string]string
}

func (f *fieldErrors) add(field, msg string) {
	if f.msgs == nil {
		f.msgs = map[string]string{}
	}
	if _, dup := f.msgs[field]; !dup {
		f.order = append(f.order, field)
		f.msgs[field] = msg
	}
}

func (f *fieldErrors) err() error {
	if len(f.order) == 0 {
		return nil
	}
	return apperr.InvalidFields(f.msgs[f.order[0]], f.msgs)
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
