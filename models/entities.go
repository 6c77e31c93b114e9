package models

import (
	"time"
)

// Role is an account type; a user has exactly one.
type Role string

// The three account types: consultants publish and sell slots, consultees
// book and pay for them, admins approve consultants and payment slips.
const (
	RoleConsultant Role = "CONSULTANT"
	RoleConsultee  Role = "CONSULTEE"
	RoleAdmin      Role = "ADMIN"
)

// User is an account: the email is the login name.
type User struct {
	ID           int64      `gorm:"primaryKey" json:"id"`
	UserName     string     `json:"userName"`
	Email        string     `json:"email"`
	PasswordHash string     `json:"-"`
	Role         Role       `json:"role"`
	FailedLogins int        `json:"-"`
	LockedUntil  *time.Time `json:"-"`
	LastFailedAt *time.Time `json:"-"`
	TokenVersion int        `json:"-"` // tokens of an older version are refused
	// EmailVerifiedAt is when the account proved its address; nil: not yet.
	EmailVerifiedAt *time.Time `json:"emailVerifiedAt"`
	// Language is the one the account's mails are written in: rules.English,
	// Sinhala or Tamil.
	Language  string    `gorm:"default:en" json:"language"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"-"`
}

// Category is a consultant category such as Lawyer or Doctor.
type Category struct {
	ID        int64  `gorm:"primaryKey" json:"id"`
	Name      string `json:"name"`
	Thumbnail string `json:"thumbnail"`
}

// TableName maps Category to its table.
func (Category) TableName() string { return "consultant_categories" }

// ConsultantStatus is where a consultant's profile stands with the admin.
type ConsultantStatus string

// Consultant statuses: a new profile waits PENDING_APPROVAL until
// the admin approves it (VERIFIED) or rejects it with a reason (REJECTED,
// which the consultant may fix and resubmit).
const (
	ConsultantPending   ConsultantStatus = "PENDING_APPROVAL"
	ConsultantVerified  ConsultantStatus = "VERIFIED"
	ConsultantRejected  ConsultantStatus = "REJECTED"
	ConsultantSuspended ConsultantStatus = "SUSPENDED" // by the admin: out of search, not bookable; paid sessions go ahead
)

// Consultant is a professional who sells time slots. SlotRate is in cents.
type Consultant struct {
	ID          int64 `gorm:"primaryKey"`
	UserID      int64
	FirstName   string
	LastName    string
	DisplayName string
	Birthday    time.Time `gorm:"type:date"`
	Gender      string
	Country     string
	TimeZone    string // IANA name, Asia/Colombo by default
	Currency    string
	CategoryID  int64
	Category    *Category `gorm:"foreignKey:CategoryID"`
	User        *User     `gorm:"foreignKey:UserID"`
	Experience  int
	About       string
	DialCode    string
	Phone       string
	Bank        string
	BankBranch  string
	AccNumber   string
	// BankChangePendingSince: the consultant changed the bank details at
	// this time and the admin has not confirmed them; payouts wait.
	BankChangePendingSince *time.Time
	// BankDetailsVersion: one more at every change of bank, branch or
	// account (a trigger keeps it; read-only here).
	BankDetailsVersion int `gorm:"->"`
	SlotSize           int
	SlotRate           int64
	ImageName          string
	Status             ConsultantStatus
	CreatedAt          time.Time
	UpdatedAt          time.Time
}

// Consultee is a client who books and pays for slots.
type Consultee struct {
	ID          int64 `gorm:"primaryKey"`
	UserID      int64
	User        *User `gorm:"foreignKey:UserID"`
	FirstName   string
	LastName    string
	DisplayName string
	Birthday    time.Time `gorm:"type:date"`
	Gender      string
	Country     string
	TimeZone    string // IANA name, Asia/Colombo by default
	Currency    string
	DialCode    string
	Phone       string
	ImageName   string
	CreatedAt   time.Time
	UpdatedAt   time.Time
}

// SlotStatus is whether a slot can be booked, is held or is sold.
type SlotStatus string

// Slot statuses: AVAILABLE can be booked; HELD awaits payment; BOOKED is sold.
const (
	SlotAvailable SlotStatus = "AVAILABLE"
	SlotHeld      SlotStatus = "HELD"
	SlotBooked    SlotStatus = "BOOKED"
)

// Slot is a cerebroslot: one bookable interval of a consultant. Price is in cents.
type Slot struct {
	ID           int64 `gorm:"primaryKey"`
	ConsultantID int64
	Consultant   *Consultant `gorm:"foreignKey:ConsultantID"`
	StartsAt     time.Time
	EndsAt       time.Time
	SlotSize     int
	Price        int64
	Status       SlotStatus
	CreatedAt    time.Time
}

// TableName maps Slot to its table.
func (Slot) TableName() string { return "cerebroslots" }

// PaymentMethod is how an invoice is paid: by card through the gateway, or
// by a bank slip an admin reviews.
type PaymentMethod string

// Payment methods.
const (
	PayOnline PaymentMethod = "ONLINE"
	PaySlip   PaymentMethod = "SLIP"
)

// InvoiceStatus is where an invoice stands, as stored and as the API sends
// it; the web app names each for people (webapp/src/lib/invoiceStatus.js).
type InvoiceStatus string

// Invoice statuses.
const (
	InvoicePendingPayment  InvoiceStatus = "PENDING_PAYMENT"
	InvoicePendingApproval InvoiceStatus = "PENDING_APPROVAL"
	InvoiceFailed          InvoiceStatus = "FAILED_PAYMENT"
	InvoicePaid            InvoiceStatus = "SUCCESS_PAYMENT"
)

// Invoice is one checkout: the slots one consultee buys from one consultant.
// Amounts are in cents; PlatformAmount is the 30% commission.
type Invoice struct {
	ID               int64 `gorm:"primaryKey"`
	Cref             string
	ConsulteeID      int64
	Consultee        *Consultee `gorm:"foreignKey:ConsulteeID"`
	ConsultantID     int64
	Consultant       *Consultant `gorm:"foreignKey:ConsultantID"`
	PaymentMethod    PaymentMethod
	Status           InvoiceStatus
	TotalAmount      int64
	PlatformAmount   int64
	ConsultantAmount int64
	// DiscountCents is what a promo code took off the slots' prices:
	// TotalAmount is what is paid, the shares stay those of the full price
	// (the platform bears the discount). PromoCode is the code as applied.
	DiscountCents    int64
	PromoCodeID      *int64
	PromoCode        string
	Currency         string
	GatewayPaymentID *string
	Chargeback       bool
	ConsultantRemark string
	AdminRemark      string
	FailureReason    string
	DecidedBy        *int64 // the admin who decided the slip
	PaymentFlag      string // a payment message not accepted, for the admin
	GatewayUnchecked bool   // released without the gateway saying whether it was paid
	HoldExpiresAt    time.Time
	PaidAt           *time.Time
	Bookings         []Booking `gorm:"foreignKey:InvoiceID"`
	CreatedAt        time.Time
	UpdatedAt        time.Time
}

// BookingStatus is where a booking stands: PENDING while its invoice awaits
// payment, CONFIRMED once paid, then COMPLETED, CANCELLED or FAILED.
type BookingStatus string

// Booking statuses.
const (
	BookingPending   BookingStatus = "PENDING"
	BookingConfirmed BookingStatus = "CONFIRMED"
	BookingCompleted BookingStatus = "COMPLETED"
	BookingCancelled BookingStatus = "CANCELLED"
	BookingFailed    BookingStatus = "FAILED"
)

// Booking is one slot of an invoice, and later the session held in it.
type Booking struct {
	ID                 int64 `gorm:"primaryKey"`
	InvoiceID          int64
	Invoice            *Invoice `gorm:"foreignKey:InvoiceID"`
	CerebroslotID      int64
	Slot               *Slot `gorm:"foreignKey:CerebroslotID"`
	ConsulteeID        int64
	Consultee          *Consultee `gorm:"foreignKey:ConsulteeID"`
	ConsultantID       int64
	Consultant         *Consultant `gorm:"foreignKey:ConsultantID"`
	BookingDate        time.Time   `gorm:"type:date"`
	Status             BookingStatus
	RoomName           string
	ConsulteeJoinedAt  *time.Time
	ConsultantJoinedAt *time.Time
	CancelledBy        *CancelledBy
	Outcome            *string // rules.SessionOutcome, decided a minute after the end
	RescheduledFrom    *int64  // the slot it was moved from, once
	// Note is what the consultee would like to discuss, written in the
	// booking dialog (at most rules.MaxBookingNote characters); plain text.
	Note string
	// DiscountCents is this booking's part of its invoice's promo discount:
	// what was paid for it is its slot's price less this.
	DiscountCents int64
	CreatedAt     time.Time
	UpdatedAt     time.Time
}

// PaymentNotification is one verified gateway callback, stored once.
type PaymentNotification struct {
	ID         int64 `gorm:"primaryKey"`
	InvoiceID  int64
	PaymentID  string
	StatusCode int
	Amount     int64
	Currency   string
	Method     string
	ReceivedAt time.Time `gorm:"autoCreateTime"`
}

// Rater is a party of a booking in the role it plays: who gives the stars
// of a rating, and who joins, reports presence or is seen by the video
// service.
type Rater string

// The parties of a booking.
const (
	RaterConsultee  Rater = "CONSULTEE"
	RaterConsultant Rater = "CONSULTANT"
)
