package web

import (
	"math"
	"time"

	"github.com/gin-gonic/gin"

	"cerebro/models"
	"cerebro/models/discovery"
	"cerebro/models/profile"
	"cerebro/rules"
)

// ConsultantView is a consultant as the API shows it. Private
// fields (bank details, contact details, birthday) are filled only for the
// admin and the consultant themself; omitempty drops them for everyone else.
type ConsultantView struct {
	ID            int64                   `json:"id"`
	UserID        int64                   `json:"userId"`
	FirstName     string                  `json:"firstName"`
	LastName      string                  `json:"lastName"`
	DisplayName   string                  `json:"displayName"`
	Birthday      string                  `json:"birthday,omitempty"`
	Gender        string                  `json:"gender"`
	Age           int                     `json:"age"`
	Country       string                  `json:"country"`
	TimeZone      string                  `json:"timeZone"` // IANA name
	Currency      string                  `json:"currency"`
	CategoryID    int64                   `json:"categoryId"`
	CategoryName  string                  `json:"categoryName"`
	Experience    int                     `json:"experience"`
	About         string                  `json:"about"`
	Email         string                  `json:"email,omitempty"`
	DialCode      string                  `json:"dialCode,omitempty"`
	Phone         string                  `json:"phone,omitempty"`
	Bank          string                  `json:"bank,omitempty"`
	BankBranch    string                  `json:"bankBranch,omitempty"`
	AccNumber     string                  `json:"accNumber,omitempty"`
	SlotSize      int                     `json:"slotSize"`
	SlotRate      int64                   `json:"slotRate"` // cents
	ImageName     string                  `json:"imageName"`
	ImageURL      string                  `json:"imageUrl"`
	Status        models.ConsultantStatus `json:"status"`
	AverageRating float64                 `json:"averageRating"`
	RatingCount   int64                   `json:"ratingCount"`
	// NextAvailable: the start of the next open slot (UTC); null when none is open.
	NextAvailable *time.Time `json:"nextAvailable"`
	// Owner and admin: the bank details changed then, and payouts wait for the admin's confirmation.
	BankChangePendingSince *time.Time `json:"bankChangePendingSince,omitempty"`
	// Owner and admin: the version of the bank details shown, which the admin's confirmation names.
	BankDetailsVersion int `json:"bankDetailsVersion,omitempty"`
	// Registration is the checked, unexpired registration of a regulated
	// professional ("Registration checked: SLMC 12345, 26 Nov 2026"); absent otherwise.
	Registration *RegistrationBadge `json:"registration,omitempty"`
}

// RegistrationBadge is what the public sees of a checked registration; the
// web app writes checkedAt as a date in the viewer's language and zone.
type RegistrationBadge struct {
	Body      string    `json:"body"` // the regulator's short name: SLMC, AAL, SEC…
	Number    string    `json:"number"`
	CheckedAt time.Time `json:"checkedAt"`
}

// ViewConsultant shows c; private adds what only the owner and admin see.
func ViewConsultant(c *models.Consultant, r discovery.Rating, private bool, now time.Time) ConsultantView {
	v := ConsultantView{
		ID: c.ID, UserID: c.UserID, FirstName: c.FirstName, LastName: c.LastName, DisplayName: c.DisplayName,
		Gender: c.Gender, Age: rules.AgeOn(c.Birthday, rules.ColomboToday(now)), Country: c.Country,
		TimeZone: c.TimeZone, Currency: c.Currency, CategoryID: c.CategoryID, Experience: c.Experience,
		About: c.About, SlotSize: c.SlotSize, SlotRate: c.SlotRate, ImageName: c.ImageName,
		ImageURL: ImageURL(c.ImageName), Status: c.Status,
		AverageRating: math.Round(r.Average*100) / 100, RatingCount: r.Count,
	}
	if c.Category != nil {
		v.CategoryName = c.Category.Name
	}
	if private {
		v.Birthday = c.Birthday.Format(rules.DateLayout)
		v.DialCode, v.Phone = c.DialCode, c.Phone
		v.Bank, v.BankBranch, v.AccNumber = c.Bank, c.BankBranch, c.AccNumber
		v.BankChangePendingSince = c.BankChangePendingSince
		v.BankDetailsVersion = c.BankDetailsVersion
		if c.User != nil {
			v.Email = c.User.Email
		}
	}
	return v
}

// PublicConsultant answers the consultant of the path's :id if the caller
// may see them (verified, or their own or the admin's): 404 otherwise. The
// profile, its reviews and its open days follow this one rule.
func PublicConsultant(c *gin.Context, profiles *profile.Store) (*models.Consultant, bool) {
	id, ok := PathID(c, "id")
	if !ok {
		return nil, false
	}
	cons, err := profiles.ConsultantByID(c.Request.Context(), id)
	if err == nil && cons.Status != models.ConsultantVerified && !OwnsOrAdmin(c, cons.UserID) {
		err = models.ErrNotFound
	}
	if err != nil {
		Fail(c, err)
		return nil, false
	}
	return cons, true
}

// ConsultantViews shows consultants with their ratings and next open slots,
// in one query.
func (d Deps) ConsultantViews(c *gin.Context, ratings *discovery.Store, list []models.Consultant, private bool) ([]ConsultantView, error) {
	ids := make([]int64, len(list))
	for i := range list {
		ids[i] = list[i].ID
	}
	now := d.Now()
	standings, err := ratings.Standings(c.Request.Context(), ids, now)
	if err != nil {
		return nil, err
	}
	badges, err := profile.New(d.Store.DB).Badges(c.Request.Context(), ids, rules.ColomboToday(now))
	if err != nil {
		return nil, err
	}
	out := make([]ConsultantView, len(list))
	for i := range list {
		st := standings[list[i].ID]
		out[i] = ViewConsultant(&list[i], st.Rating, private || OwnsOrAdmin(c, list[i].UserID), now)
		out[i].NextAvailable = st.NextFree
		if b, ok := badges[list[i].ID]; ok {
			out[i].Registration = &RegistrationBadge{Body: b.BodyShort, Number: b.Number, CheckedAt: b.CheckedAt}
		}
	}
	return out, nil
}
