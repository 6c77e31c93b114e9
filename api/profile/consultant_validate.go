package profile

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"cerebro/api/web"
	"cerebro/apperr"
	"cerebro/models"
	"cerebro/models/availability"
	"cerebro/rules"
)

// validate checks the consultant form and, only if all is well, copies it
// onto c: a refused save changes nothing. Whether the category exists is
// the caller's question (it needs the database).
func (in consultantInput) validate(c *models.Consultant, pc profileCheck) error {
	var errs web.FieldErrors
	p := in.checkIdentity(&errs, pc, []string{defaultCountry})
	categoryID := checkCategory(&errs, in.CategoryID)
	experience := checkExperience(&errs, in.Experience)
	about := checkText(&errs, "about", in.About, errAboutEmpty, 2000, errAboutTooLong)
	p.checkContact(&errs, in.personInput)
	bank := checkText(&errs, "bank", in.Bank, errBankEmpty, 100, errBankTooLong)
	branch := checkText(&errs, "bankBranch", in.BankBranch, errBankBranchEmpty, 100, errBankTooLong)
	acc := checkAccNumber(&errs, in.AccNumber)
	size := checkSlotSize(&errs, in.SlotSize)
	rate := checkSlotRate(&errs, in.SlotRate)
	p.checkImage(&errs, in.ImageName, pc)
	if err := errs.Err(); err != nil {
		return err
	}
	c.FirstName, c.LastName, c.DisplayName = p.firstName, p.lastName, p.displayName
	c.Birthday, c.Gender, c.Country, c.TimeZone, c.Currency = p.birthday, p.gender, p.country, p.timeZone, p.currency
	c.DialCode, c.Phone, c.ImageName = p.dialCode, p.phone, p.imageName
	c.CategoryID, c.Experience, c.About = categoryID, experience, about
	c.Bank, c.BankBranch, c.AccNumber = bank, branch, acc
	c.SlotSize, c.SlotRate = size, rate
	return nil
}

// checkCategory treats 0 as empty: it is the select's placeholder value.
func checkCategory(errs *web.FieldErrors, v web.LooseText) int64 {
	id, err := strconv.ParseInt(v.Trimmed(), 10, 64)
	if err != nil || id <= 0 {
		errs.Add("categoryId", errCategoryEmpty)
		return 0
	}
	return id
}

func checkExperience(errs *web.FieldErrors, v web.LooseText) int {
	s := v.Trimmed()
	switch {
	case s == "":
		errs.Add("experience", errExperienceEmpty)
		return 0
	case !allDigits(s):
		errs.Add("experience", errExperienceDigits)
		return 0
	}
	years, err := strconv.Atoi(s)
	if err != nil || years > maxExperience {
		errs.Add("experience", errExperienceRange)
	}
	return years
}

func checkText(errs *web.FieldErrors, field, v string, empty apperr.Code, max int, tooLong apperr.Code) string {
	v = strings.TrimSpace(v)
	switch {
	case v == "":
		errs.Add(field, empty)
	case utf8.RuneCountInString(v) > max:
		errs.Add(field, tooLong)
	}
	return v
}

func checkAccNumber(errs *web.FieldErrors, v web.LooseText) string {
	s := v.Trimmed()
	switch {
	case s == "":
		errs.Add("accNumber", errAccNumberEmpty)
	case !allDigits(s):
		errs.Add("accNumber", errAccNumberLetters)
	case len(s) > 34:
		errs.Add("accNumber", errAccNumberTooLong)
	}
	return s
}

// checkSlotSize follows the slider: 15 to 120 minutes in steps of 15.
func checkSlotSize(errs *web.FieldErrors, v web.LooseText) int {
	s := v.Trimmed()
	size, err := strconv.Atoi(s)
	switch {
	case s == "" || (err == nil && size <= 0):
		errs.Add("slotSize", errSlotSizeZero)
	case err != nil || size > availability.MaxSlotSizeMinutes || size%availability.SlotGridMinutes != 0:
		errs.Add("slotSize", errSlotSizeStep)
	}
	return size
}

// checkSlotRate takes cents, from LKR 500 (rules.MinSlotRateCents) up to
// the slider's 5000 LKR.
func checkSlotRate(errs *web.FieldErrors, v web.LooseText) int64 {
	s := v.Trimmed()
	rate, err := strconv.ParseInt(s, 10, 64)
	switch {
	case s == "" || (err == nil && rate <= 0):
		errs.Add("slotRate", errSlotRateZero)
	case err != nil:
		errs.Add("slotRate", errSlotRateCents)
	case rate < rules.MinSlotRateCents:
		errs.Add("slotRate", web.ErrSlotRateMin)
	case rate > maxSlotRate:
		errs.Add("slotRate", errSlotRateMax)
	}
	return rate
}
