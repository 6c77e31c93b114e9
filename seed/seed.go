// Package seed loads the demo data `make dev` shows: a verified consultant
// with open slots and a consultee. Running it again changes nothing.
package seed

import (
	"context"
	"errors"
	"time"

	"golang.org/x/crypto/bcrypt"

	"cerebro/models"
	"cerebro/models/account"
	"cerebro/models/availability"
	"cerebro/models/stores"
	"cerebro/rules"
)

// Demo accounts, printed by `make dev`.
const (
	ConsultantEmail    = "consultant@cerebro.lk"
	ConsultantPassword = "consultant123"
	ConsulteeEmail     = "consultee@cerebro.lk"
	ConsulteePassword  = "consultee123"
)

// Demo creates the demo accounts and the consultant's slots for the next week.
func Demo(ctx context.Context, store *models.Store, now time.Time) error {
	st := stores.New(store.DB)
	if _, err := st.Account.UserByEmail(ctx, ConsultantEmail); err == nil {
		return nil
	} else if !errors.Is(err, models.ErrNotFound) {
		return err
	}
	cats, err := st.Profile.ListCategories(ctx)
	if err != nil || len(cats) == 0 {
		return errors.Join(errors.New("categories are missing: run migrations first"), err)
	}
	lawyer := cats[0].ID
	for _, c := range cats {
		if c.Name == "Lawyer" {
			lawyer = c.ID
		}
	}
	consultantUser, err := user(ctx, st.Account, "Nimal Perera", ConsultantEmail, ConsultantPassword, models.RoleConsultant)
	if err != nil {
		return err
	}
	consultant := &models.Consultant{
		UserID: consultantUser.ID, FirstName: "Nimal", LastName: "Perera", DisplayName: "Nimal Perera",
		Birthday: date(1982, 4, 12), Gender: "MALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo", Currency: "LKR",
		CategoryID: lawyer, Experience: 14, DialCode: "94", Phone: "771234567",
		About: "Attorney-at-law with fourteen years of practice in property, family and company law in Colombo.",
		Bank:  "Commercial Bank", BankBranch: "Kollupitiya", AccNumber: "1002003004",
		SlotSize: 30, SlotRate: 250000, Status: models.ConsultantVerified,
	}
	if err := store.DB.WithContext(ctx).Create(consultant).Error; err != nil {
		return err
	}
	consulteeUser, err := user(ctx, st.Account, "Kamala Silva", ConsulteeEmail, ConsulteePassword, models.RoleConsultee)
	if err != nil {
		return err
	}
	consultee := &models.Consultee{
		UserID: consulteeUser.ID, FirstName: "Kamala", LastName: "Silva", DisplayName: "Kamala Silva",
		Birthday: date(1990, 9, 3), Gender: "FEMALE", Country: "Sri Lanka", TimeZone: "Asia/Colombo", Currency: "LKR",
		DialCode: "94", Phone: "719876543",
	}
	if err := store.DB.WithContext(ctx).Create(consultee).Error; err != nil {
		return err
	}
	tomorrow := rules.ColomboToday(now).AddDate(0, 0, 1)
	slots, err := availability.ExpandAvailability(availability.Availability{
		StartDate: tomorrow.Format(rules.DateLayout), StartTime: "09:00:00",
		NoOfSlots: 6, NoOfOccurrence: 7, Repeat: availability.RepeatDaily, SlotSize: consultant.SlotSize,
	}, now)
	if err != nil {
		return err
	}
	_, err = st.Availability.CreateSlots(ctx, consultant.ID, consultant.SlotSize, consultant.SlotRate, slots)
	return err
}

func user(ctx context.Context, accounts *account.Store, name, email, password string, role models.Role) (*models.User, error) {
	hash, err := bcrypt.GenerateFromPassword([]byte(password), bcrypt.DefaultCost)
	if err != nil {
		return nil, err
	}
	verified := time.Now() // the demo accounts count as verified
	u := &models.User{UserName: name, Email: email, PasswordHash: string(hash), Role: role, EmailVerifiedAt: &verified}
	return u, accounts.CreateUser(ctx, u)
}

func date(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }
