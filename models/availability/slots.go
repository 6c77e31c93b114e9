package availability

import (
	"context"
	"errors"
	"time"

	"gorm.io/gorm"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
)

// CreateSlots adds the intervals as AVAILABLE slots of one consultant, all or
// nothing. A clash with an existing slot refuses the whole request with a
// message naming it; the exclusion constraint catches racing requests too.
func (s *Store) CreateSlots(ctx context.Context, consultantID int64, slotSize int, price int64, intervals []Interval) (int, error) {
	if len(intervals) == 0 {
		return 0, apperr.New("availability.no_slots")
	}
	slots := make([]models.Slot, len(intervals))
	for i, iv := range intervals {
		slots[i] = models.Slot{ConsultantID: consultantID, StartsAt: iv.Start.UTC(), EndsAt: iv.End.UTC(),
			SlotSize: slotSize, Price: price, Status: models.SlotAvailable}
	}
	err := retryDeadlock(func() error {
		return s.db.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
			// One consultant's publishes are taken one after the other: two at
			// once would each wait on the other's exclusion check and deadlock
			// again on every retry under load.
			if err := tx.Exec(`SELECT pg_advisory_xact_lock(?, ?::int)`, slotsLockSpace, consultantID).Error; err != nil {
				return err
			}
			if clash, err := firstClash(tx, consultantID, 0, intervals); err != nil || clash != nil {
				return clashError(clash, err)
			}
			return tx.Create(&slots).Error
		})
	})
	if models.IsExclusionViolation(err) {
		clash, qerr := firstClash(s.db.WithContext(ctx), consultantID, 0, intervals)
		return 0, clashError(clash, qerr)
	}
	if err != nil {
		return 0, err
	}
	return len(slots), nil
}

// slotsLockSpace is the first key of the advisory lock a consultant's
// publish holds; the second is the consultant's id.
const slotsLockSpace = 4101

// retryDeadlock runs fn again when PostgreSQL aborted it as a deadlock
// victim: a publish against another change of the consultant's slots (a
// move) can still each wait on the other's exclusion check; the retry then
// waits for the winner and ends in a clean clash (or success if the winner
// rolled back).
func retryDeadlock(fn func() error) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = fn(); !models.IsDeadlock(err) {
			return err
		}
	}
	return err
}

// firstClash finds an existing slot, other than except, that overlaps one of
// the intervals.
func firstClash(tx *gorm.DB, consultantID, except int64, intervals []Interval) (*models.Slot, error) {
	for _, iv := range intervals {
		var clash models.Slot
		err := tx.Where("consultant_id = ? AND id <> ? AND tstzrange(starts_at, ends_at) && tstzrange(?::timestamptz, ?::timestamptz)",
			consultantID, except, iv.Start.UTC(), iv.End.UTC()).Order("starts_at").Limit(1).Find(&clash).Error
		if err != nil {
			return nil, err
		}
		if clash.ID != 0 {
			return &clash, nil
		}
	}
	return nil, nil
}

func clashError(clash *models.Slot, err error) error {
	if err != nil || clash == nil {
		if err == nil {
			return apperr.New("availability.overlaps_a_slot")
		}
		return err
	}
	return apperr.New("availability.overlaps_slot").With("date", rules.ColomboDate(clash.StartsAt)).
		With("start", rules.ColomboClock(clash.StartsAt)[:5]).With("end", rules.ColomboClock(clash.EndsAt)[:5])
}

// SlotsOfConsultant lists a consultant's slots starting in [from, to), in
// time order, at most limit of them.
func (s *Store) SlotsOfConsultant(ctx context.Context, consultantID int64, from, to time.Time, limit int) ([]models.Slot, error) {
	var slots []models.Slot
	q := s.db.WithContext(ctx).Preload("Consultant").Where("consultant_id = ?", consultantID)
	if !from.IsZero() {
		q = q.Where("starts_at >= ?", from)
	}
	if !to.IsZero() {
		q = q.Where("starts_at < ?", to)
	}
	err := q.Order("starts_at").Limit(limit).Find(&slots).Error
	return slots, err
}

// SlotByID loads one slot with its consultant.
func (s *Store) SlotByID(ctx context.Context, id int64) (*models.Slot, error) {
	var slot models.Slot
	err := s.db.WithContext(ctx).Preload("Consultant").Take(&slot, id).Error
	return &slot, models.NotFound(err)
}

// ErrSlotNotAvailable is returned when a slot to change is held or booked.
var ErrSlotNotAvailable = errors.New("slot is not available")

// availableAndUnused is the condition under which a consultant may still
// delete or move a slot: nobody holds or bought it, and no booking (not even
// a cancelled one) refers to it. Checked inside the same statement as the
// change, so a booking racing it either sees the change or blocks it.
const availableAndUnused = `id = ? AND consultant_id = ? AND status = 'AVAILABLE'
	AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.cerebroslot_id = cerebroslots.id)`

// DeleteAvailableSlot deletes a consultant's slot if it is still AVAILABLE.
func (s *Store) DeleteAvailableSlot(ctx context.Context, id, consultantID int64) error {
	res := s.db.WithContext(ctx).Exec("DELETE FROM cerebroslots WHERE "+availableAndUnused, id, consultantID)
	if models.IsForeignKeyViolation(res.Error) {
		return models.ErrInUse
	}
	if res.Error != nil || res.RowsAffected == 1 {
		return res.Error
	}
	return s.whyUnchanged(ctx, id, consultantID)
}

// MoveAvailableSlot moves a consultant's AVAILABLE slot to iv; a clash with
// another of their slots is a 409 naming it.
func (s *Store) MoveAvailableSlot(ctx context.Context, id, consultantID int64, iv Interval) error {
	res := s.db.WithContext(ctx).Exec("UPDATE cerebroslots SET starts_at = ?, ends_at = ? WHERE "+availableAndUnused,
		iv.Start.UTC(), iv.End.UTC(), id, consultantID)
	if models.IsExclusionViolation(res.Error) {
		clash, err := firstClash(s.db.WithContext(ctx), consultantID, id, []Interval{iv})
		return clashError(clash, err)
	}
	if res.Error != nil || res.RowsAffected == 1 {
		return res.Error
	}
	return s.whyUnchanged(ctx, id, consultantID)
}

// whyUnchanged explains a conditional change that touched no row.
func (s *Store) whyUnchanged(ctx context.Context, id, consultantID int64) error {
	var slot models.Slot
	err := s.db.WithContext(ctx).Where("consultant_id = ?", consultantID).Take(&slot, id).Error
	switch {
	case err != nil:
		return models.NotFound(err)
	case slot.Status != models.SlotAvailable:
		return ErrSlotNotAvailable
	default:
		return models.ErrInUse
	}
}

// UpcomingSlots returns one page of AVAILABLE slots of VERIFIED consultants
// starting after now, soonest first, and how many there are.
func (s *Store) UpcomingSlots(ctx context.Context, now time.Time, p models.Page) ([]models.Slot, int64, error) {
	q := func() *gorm.DB {
		return s.db.WithContext(ctx).Model(&models.Slot{}).Where("status = ? AND starts_at > ?", models.SlotAvailable, now).
			Where("consultant_id IN (SELECT id FROM consultants WHERE status = ?)", models.ConsultantVerified)
	}
	var total int64
	if err := q().Count(&total).Error; err != nil {
		return nil, 0, err
	}
	var slots []models.Slot
	err := q().Preload("Consultant").Order("starts_at, id").Limit(p.Rows).Offset(p.Offset()).Find(&slots).Error
	return slots, total, err
}
