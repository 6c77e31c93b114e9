package checkout

import (
	"fmt"
	"strings"
	"time"

	"cerebro/api/web"
	"cerebro/models"
	"cerebro/models/gateway"
	"cerebro/models/refund"
	"cerebro/rules"
)

// Bookings and invoices as the API shows them, in the field names the web
// app reads: money in cents,
// dates and clock times in Colombo.

// invoiceView is an invoice as its consultee sees it.
type invoiceView struct {
	ID            int64                `json:"id"`
	Cref          string               `json:"cref"`
	Date          string               `json:"date"`
	Status        models.InvoiceStatus `json:"status"`
	PaymentMethod models.PaymentMethod `json:"paymentMethod"`
	TotalAmount   int64                `json:"totalAmount"`
	// DiscountCents is what the promo code PromoCode took off: the slots'
	// prices add up to totalAmount + discountCents.
	DiscountCents int64            `json:"discountCents"`
	PromoCode     string           `json:"promoCode,omitempty"`
	Currency      string           `json:"currency"`
	PayBy         time.Time        `json:"payBy"`
	FailureReason string           `json:"failureReason,omitempty"`
	BookingIDs    []int64          `json:"bookingId"`
	Cerebroslots  []web.SlotView   `json:"cerebroslots"`
	Refunds       []web.RefundLine `json:"refunds"`
	RefundAccount *refund.Account  `json:"refundAccount"` // where transfer refunds go, once given
	// The receipt's and the decision's details: the gateway's payment id, when
	// it was paid, and the admin's remark on a slip (a rejection's reason).
	GatewayPaymentID string     `json:"gatewayPaymentId,omitempty"`
	PaidAt           *time.Time `json:"paidAt,omitempty"`
	AdminRemark      string     `json:"adminRemark,omitempty"`
}

func viewInvoice(inv *models.Invoice, now time.Time) invoiceView {
	v := invoiceView{ID: inv.ID, Cref: inv.Cref, Date: rules.ColomboDate(inv.CreatedAt), Status: inv.Status,
		PaymentMethod: inv.PaymentMethod, TotalAmount: inv.TotalAmount, Currency: inv.Currency,
		DiscountCents: inv.DiscountCents, PromoCode: inv.PromoCode,
		PayBy: inv.HoldExpiresAt.UTC(), FailureReason: inv.FailureReason, PaidAt: inv.PaidAt, AdminRemark: inv.AdminRemark,
		BookingIDs: []int64{}, Cerebroslots: []web.SlotView{}, Refunds: []web.RefundLine{}}
	if inv.GatewayPaymentID != nil {
		v.GatewayPaymentID = *inv.GatewayPaymentID
	}
	for _, b := range inv.Bookings {
		v.BookingIDs = append(v.BookingIDs, b.ID)
		if b.Slot != nil {
			slot := *b.Slot
			slot.Consultant = inv.Consultant
			sv := web.ViewSlot(&slot, now)
			bv := web.ViewBooking(&b, "", now)
			sv.BookingStatus, sv.Outcome, sv.CancelledBy = b.Status, bv.Outcome, bv.CancelledBy
			v.Cerebroslots = append(v.Cerebroslots, sv)
		}
	}
	return v
}

// adminInvoiceView is an invoice in the admin's list and View modal.
type adminInvoiceView struct {
	InvoiceID      int64  `json:"invoiceId"`
	Cref           string `json:"cref"`
	InvoiceDate    string `json:"invoiceDate"`
	ConsultantName string `json:"consultantName"`
	ConsulteeName  string `json:"consulteeName"`
	TotalAmount    int64  `json:"totalAmount"`
	// CerebroAmount is the platform's share less the promo discount it bears.
	CerebroAmount    int64                `json:"cerebroAmount"`
	DiscountCents    int64                `json:"discountCents"`
	PromoCode        string               `json:"promoCode,omitempty"`
	InvoiceStatus    models.InvoiceStatus `json:"invoiceStatus"`
	PaymentMethod    models.PaymentMethod `json:"paymentMethod"`
	ConsultantRemark string               `json:"consultantRemark"`
	AdminRemark      string               `json:"adminRemark"`
	FailureReason    string               `json:"failureReason"`
	ImageURL         string               `json:"imageUrl"`
	Chargeback       bool                 `json:"chargeback"`
	// ChargebackDetail is the recorded chargeback: which payment, how much, when.
	ChargebackDetail *gateway.Chargeback `json:"chargebackDetail,omitempty"`
	PaymentFlag      string              `json:"paymentFlag"` // payment messages not taken as payment, one per line
	BookingList      []bookedSlotView    `json:"bookingList"`
}

// bookedSlotView is one booking line of an admin invoice.
type bookedSlotView struct {
	BookingID       int64                `json:"bookingId"`
	CerebroslotDate string               `json:"cerebroslotDate"`
	StartTime       string               `json:"startTime"`
	EndTime         string               `json:"endTime"`
	Status          models.BookingStatus `json:"status"`
}

func viewAdminInvoice(inv *models.Invoice, hasSlip bool) adminInvoiceView {
	v := adminInvoiceView{InvoiceID: inv.ID, Cref: inv.Cref, InvoiceDate: rules.ColomboDate(inv.CreatedAt),
		TotalAmount: inv.TotalAmount, CerebroAmount: inv.PlatformAmount - inv.DiscountCents, DiscountCents: inv.DiscountCents, PromoCode: inv.PromoCode, InvoiceStatus: inv.Status,
		PaymentMethod: inv.PaymentMethod, ConsultantRemark: inv.ConsultantRemark, AdminRemark: inv.AdminRemark,
		FailureReason: inv.FailureReason, Chargeback: inv.Chargeback, PaymentFlag: inv.PaymentFlag,
		BookingList: []bookedSlotView{}}
	if p := inv.Consultant; p != nil {
		v.ConsultantName = strings.TrimSpace(p.FirstName + " " + p.LastName)
	}
	if p := inv.Consultee; p != nil {
		v.ConsulteeName = strings.TrimSpace(p.FirstName + " " + p.LastName)
	}
	if hasSlip {
		v.ImageURL = fmt.Sprintf("/api/v1/invoice/%d/slip", inv.ID)
	}
	for _, b := range inv.Bookings {
		line := bookedSlotView{BookingID: b.ID, Status: b.Status}
		if s := b.Slot; s != nil {
			line.CerebroslotDate, line.StartTime, line.EndTime = rules.ColomboDate(s.StartsAt), rules.ColomboClock(s.StartsAt), rules.ColomboClock(s.EndsAt)
		}
		v.BookingList = append(v.BookingList, line)
	}
	return v
}
