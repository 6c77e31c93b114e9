package journey

import (
	"context"
	"fmt"
	"strconv"
	"time"
)

// colombo is Sri Lanka's clock, in which slots are sold (UTC+05:30, no
// daylight saving since 2006): a fixed zone, so no tzdata is needed.
var colombo = time.FixedZone("Asia/Colombo", 5*3600+30*60)

// The consultant's practice: 30-minute slots at 2,500 LKR.
const (
	slotMinutes = 30
	slotCents   = 250000
	slotsOpened = 3 // the card's, the slip's and one left open
)

// consultantProfile is the consultant's profile form (POST /consultant/),
// which sends the profile to the admin for review.
func (j *journey) consultantProfile(ctx context.Context) error {
	var cats []struct {
		ID   int64  `json:"id"`
		Name string `json:"name"`
	}
	if err := j.call(ctx, request{method: "GET", path: "/consultantCategory", as: j.consultant}, &cats); err != nil {
		return err
	}
	if len(cats) == 0 {
		return fmt.Errorf("GET /consultantCategory lists no category to choose")
	}
	// A tutor: no regulator registers tutors, so the admin may approve the
	// profile without a checked registration (README, "Credentials").
	category := cats[0].ID
	for _, c := range cats {
		if c.Name == "Tutor" {
			category = c.ID
		}
	}
	body := personalDetails("Nimal", "Perera", "MALE")
	for k, v := range map[string]any{"categoryId": category, "experience": 12,
		"about": "A consultant opened by the deployment journey.", "bank": "Commercial Bank of Ceylon",
		"bankBranch": "Colombo Fort", "accNumber": "8001234567", "slotSize": slotMinutes, "slotRate": slotCents} {
		body[k] = v
	}
	var out profile
	if err := j.call(ctx, request{method: "POST", path: "/consultant/", as: j.consultant, body: body}, &out); err != nil {
		return err
	}
	if out.ID <= 0 || out.Status != "PENDING_APPROVAL" {
		return fmt.Errorf("the saved consultant profile is %+v, want an id and status PENDING_APPROVAL", out)
	}
	j.consultant.profileID, j.res.ConsultantID = out.ID, out.ID
	return nil
}

// approveConsultant is the admin's Approve (PUT /consultant/updateStatus/{id}
// {status: VERIFIED}); the consultant's dashboard then finds the profile
// verified.
func (j *journey) approveConsultant(ctx context.Context) error {
	id := strconv.FormatInt(j.consultant.profileID, 10)
	if err := j.call(ctx, request{method: "PUT", path: "/consultant/updateStatus/" + id, as: j.admin,
		body: map[string]string{"status": "VERIFIED"}}, nil); err != nil {
		return err
	}
	var out profile
	if err := j.call(ctx, request{method: "GET", path: "/consultant/" + id, as: j.consultant}, &out); err != nil {
		return err
	}
	if out.Status != "VERIFIED" {
		return fmt.Errorf("after the approval the consultant's profile is %s, not VERIFIED", out.Status)
	}
	return nil
}

// slot is a slot as the API shows it.
type slot struct {
	ID        int64     `json:"id"`
	StartsAt  time.Time `json:"startsAt"`
	Status    string    `json:"status"`
	IsExpired bool      `json:"isExpired"`
	SlotPrice int64     `json:"slotPrice"`
}

// firstSlotStart is the next quarter hour at least SlotLead away: slots
// start on the 15-minute grid, and a slot must start after it is opened.
func firstSlotStart(now time.Time) time.Time {
	earliest := now.Add(SlotLead)
	start := earliest.Truncate(15 * time.Minute)
	if start.Before(earliest) {
		start = start.Add(15 * time.Minute)
	}
	return start
}

// openSlots is Add Availability (POST /cerebroslot): back-to-back slots
// from the next quarter hour, once, in Sri Lanka time; the slot table then
// lists them open.
func (j *journey) openSlots(ctx context.Context) error {
	first := firstSlotStart(time.Now()).In(colombo)
	opened := j.opened
	if opened == 0 {
		opened = slotsOpened
	}
	err := j.call(ctx, request{method: "POST", path: "/cerebroslot", as: j.consultant, body: map[string]any{
		"consultantId": j.consultant.profileID, "startDate": first.Format("2006-01-02"),
		"startTime": first.Format("15:04") + ":00", "noOfSlots": opened, "noOfOccurrence": 1, "repeat": 0,
		"slotSize": slotMinutes}}, nil)
	if err != nil {
		return err
	}
	j.slots = nil
	for i := range opened {
		j.slots = append(j.slots, first.Add(time.Duration(i*slotMinutes)*time.Minute))
	}
	var table []slot
	path := fmt.Sprintf("/consultant/%d/slots", j.consultant.profileID)
	if err := j.call(ctx, request{method: "GET", path: path, as: j.consultant}, &table); err != nil {
		return err
	}
	for _, start := range j.slots {
		if s := slotAt(table, start); s == nil || s.Status != "AVAILABLE" {
			return fmt.Errorf("the slot table has no open slot at %s: %+v", start.Format(time.RFC3339), table)
		}
	}
	return nil
}

func slotAt(list []slot, start time.Time) *slot {
	for i := range list {
		if list[i].StartsAt.Equal(start) {
			return &list[i]
		}
	}
	return nil
}
