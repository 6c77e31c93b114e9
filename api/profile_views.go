package api

import (
	"math"
	"time"

	"cerebro/models"
	"cerebro/models/discovery"
	"cerebro/rules"
)

// consultantView is a consultant as the API shows it. Private
// fields (bank details, contact details, birthday) are filled only for the
// admin and the consultant themself; omitempty drops them for everyone else.
type consultantView struct {
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
}

// viewConsultant shows c; private adds what only the owner and admin see.
func viewConsultant(c *models.Consultant, r discovery.Rating, private bool, now time.Time) consultantView {
	v := consultantView{
		ID: c.ID, UserID: c.UserID, FirstName: c.FirstName, LastName: c.LastName, DisplayName: c.DisplayName,
		Gender: c.Gender, Age: rules.AgeOn(c.Birthday, rules.ColomboToday(now)), Country: c.Country,
		TimeZone: c.TimeZone, Currency: c.Currency, CategoryID: c.CategoryID, Experience: c.Experience,
		About: c.About, SlotSize: c.SlotSize, SlotRate: c.SlotRate, ImageName: c.ImageName,
		ImageURL: imageURL(c.ImageName), Status: c.Status,
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
		ImageURL: imageURL(c.ImageName),
	}
	if c.User != nil {
		v.Email = c.User.Email
	}
	return v
}

// pageView is the paged answer of every list, one shape so the web app's
// pager works the same on every table.
type pageView[T any] struct {
	PageData       []T   `json:"pageData"`
	CurrentPageNo  int   `json:"currentPageNo"`
	TotalNoOfPages int64 `json:"totalNoOfPages"`
	// HasMorePages: there are pages past totalNoOfPages (a search stops
	// counting far past the page asked for).
	HasMorePages bool `json:"hasMorePages,omitempty"`
}

func newPageView[T any](items []T, p models.Page, total int64) pageView[T] {
	if items == nil {
		items = []T{}
	}
	return pageView[T]{PageData: items, CurrentPageNo: p.Number, TotalNoOfPages: p.TotalPages(total)}
}
