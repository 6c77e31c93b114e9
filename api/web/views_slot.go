package web

import (
	"time"

	"cerebro/models"
	"cerebro/rules"
)

// SlotView is a cerebroslot as the API shows it: Colombo date and
// clock times for people, UTC instants for code, price in cents.
type SlotView struct {
	ID                  int64             `json:"id"`
	ConsultantID        int64             `json:"consultantId"`
	StartDate           string            `json:"startDate"`
	StartTime           string            `json:"startTime"`
	EndTime             string            `json:"endTime"`
	StartsAt            time.Time         `json:"startsAt"`
	EndsAt              time.Time         `json:"endsAt"`
	SlotPrice           int64             `json:"slotPrice"`
	SlotSize            int               `json:"slotSize"`
	Status              models.SlotStatus `json:"status"`
	IsExpired           bool              `json:"isExpired"`
	ConsultantFirstName string            `json:"consultantFirstName"`
	ConsultantLastName  string            `json:"consultantLastName"`
	// On an invoice: the booking made of this slot, as it stands now.
	BookingStatus models.BookingStatus `json:"bookingStatus,omitempty"`
	Outcome       string               `json:"outcome,omitempty"`
	CancelledBy   models.CancelledBy   `json:"cancelledBy,omitempty"`
}

// ViewSlot shows a slot; it has expired once it has started.
func ViewSlot(s *models.Slot, now time.Time) SlotView {
	v := SlotView{
		ID: s.ID, ConsultantID: s.ConsultantID, StartDate: rules.ColomboDate(s.StartsAt),
		StartTime: rules.ColomboClock(s.StartsAt), EndTime: rules.ColomboClock(s.EndsAt),
		StartsAt: s.StartsAt.UTC(), EndsAt: s.EndsAt.UTC(), SlotPrice: s.Price, SlotSize: s.SlotSize,
		Status: s.Status, IsExpired: !s.StartsAt.After(now),
	}
	if s.Consultant != nil {
		v.ConsultantFirstName, v.ConsultantLastName = s.Consultant.FirstName, s.Consultant.LastName
	}
	return v
}
