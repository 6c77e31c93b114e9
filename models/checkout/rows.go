package checkout

import "time"

// The checkout area's own rows: the deposit slips of SLIP invoices and the
// company accounts they are paid into.

// PaymentSlip is a bank deposit slip uploaded for a SLIP invoice.
type PaymentSlip struct {
	ID          int64 `gorm:"primaryKey"`
	InvoiceID   int64
	ConsulteeID int64
	BankID      int64
	RefNo       string
	Remarks     string
	PaymentDate *time.Time `gorm:"type:date"`
	FileName    string
	CreatedAt   time.Time
}

// Bank is the company account a slip payment goes to.
type Bank struct {
	ID        int64  `gorm:"primaryKey" json:"id"`
	Name      string `json:"name"`
	Branch    string `json:"branch"`
	AccNumber string `json:"accNumber"`
}
