package profile

import (
	"time"

	"cerebro/api/web"
	"cerebro/models"
	"cerebro/rules"
)

// consulteeView is a consultee as the API shows it; only the
// consultee themself and the admin ever see one.
type consulteeView struct {
	ID          int64  `json:"id"`
	UserID      int64  `json:"userId"`
	FirstName   string `json:"firstName"`
	LastName    string `json:"lastName"`
	DisplayName string `json:"displayName"`
	Birthday    string `json:"birthday"`
	Gender      string `json:"gender"`
	Age         int    `json:"age"`
	Country     string `json:"country"`
	TimeZone    string `json:"timeZone"` // IANA name
	Currency    string `json:"currency"`
	DialCode    string `json:"dialCode"`
	Phone       string `json:"phone"`
	ImageName   string `json:"imageName"`
	ImageURL    string `json:"imageUrl"`
	Email       string `json:"email"`
}

func viewConsultee(c *models.Consultee, now time.Time) consulteeView {
	v := consulteeView{
		ID: c.ID, UserID: c.UserID, FirstName: c.FirstName, LastName: c.LastName, DisplayName: c.DisplayName,
		Birthday: c.Birthday.Format(rules.DateLayout), Gender: c.Gender,
		Age: rules.AgeOn(c.Birthday, rules.ColomboToday(now)), Country: c.Country, TimeZone: c.TimeZone,
		Currency: c.Currency, DialCode: c.DialCode, Phone: c.Phone, ImageName: c.ImageName,
		ImageURL: web.ImageURL(c.ImageName),
	}
	if c.User != nil {
		v.Email = c.User.Email
	}
	return v
}
