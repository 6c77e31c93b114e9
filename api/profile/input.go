package profile

import (
	"cerebro/api/web"
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
	errSlotRateMax       apperr.Code = "profile.slot_rate_max"
	errSlotRateCents     apperr.Code = "profile.slot_rate_cents"
	errCountryConsultant apperr.Code = "profile.country_consultant"
	errCountryConsultee  apperr.Code = "profile.country_consultee"
	errTimeZone          apperr.Code = "profile.time_zone"
	errCurrency          apperr.Code = "profile.currency"
	errImageUnknown      apperr.Code = "profile.image_unknown"
)

// personInput is what both profile forms share (names, birthday, gender,
// country, time zone, currency, phone, picture). userId and email
// are accepted and ignored: the account comes from the token.
type personInput struct {
	FirstName   string        `json:"firstName"`
	LastName    string        `json:"lastName"`
	DisplayName string        `json:"displayName"`
	Birthday    string        `json:"birthday"`
	Gender      string        `json:"gender"`
	Country     string        `json:"country"`
	TimeZone    web.LooseText `json:"timeZone"`
	Currency    string        `json:"currency"`
	DialCode    web.LooseText `json:"dialCode"`
	Phone       web.LooseText `json:"phone"`
	ImageName   string        `json:"imageName"`
}

// consultantInput is the consultant profile form.
type consultantInput struct {
	personInput
	CategoryID web.LooseText `json:"categoryId"`
	Experience web.LooseText `json:"experience"`
	About      string        `json:"about"`
	Bank       string        `json:"bank"`
	BankBranch string        `json:"bankBranch"`
	AccNumber  web.LooseText `json:"accNumber"`
	SlotSize   web.LooseText `json:"slotSize"`
	SlotRate   web.LooseText `json:"slotRate"` // cents
}

// consulteeInput is the consultee profile form.
type consulteeInput struct {
	personInput
}
