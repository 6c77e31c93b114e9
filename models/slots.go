package models

import (
	"context"
	"fmt"
	"time"

	"gorm.io/gorm"

	"cerebro/apperr"
	"cerebro/rules"
)

// CreateSlots adds the intervals as AVAILABLE slots of one consultant, all or
// nothing. A clash with an existing slot refuses the whole request with a
// message naming it; the exclusion constraint catches racing requests too.
func (s *Store) CreateSlots(ctx context.Context, consultantID int64, slotSize int, price int64, intervals []rules.Interval) (int, error) {
	if len(intervals) == 0 {
		return 0, apperr.Invalid("No slots to create.")
	}
	slots := make([]Slot, len(intervals))
	for i, iv := range intervals {
		slots[i] = Slot{ConsultantID: consultantID, StartsAt: iv.Start.UTC(), EndsAt: iv.End.UTC(),
			SlotSize: slotSize, Price: price, Status: SlotAvailable}
	}
	err := s.DB.WithContext(ctx).Transaction(func(tx *gorm.DB) error {
		if clash, err := firstClash(tx, consultantID, intervals); err != nil || clash != nil {
			return clashError(clash, err)
		}
		return tx.Create(&slots).Error
	})
	if IsExclusionViolation(err) {
		clash, qerr := firstClash(s.DB.WithContext(ctx), consultantID, intervals)
		return 0, clashError(clash, qerr)
	}
	if err != nil {
		return 0, err
	}
	return len(slots), nil
}

// firstClash finds an existing slot that overlaps one of the intervals.
func firstClash(tx *gorm.DB, consultantID int64, intervals []rules.Interval) (*Slot, error) {
	for _, iv := range intervals {
		var clash Slot
		err := tx.Where("consultant_id = ? AND tstzrange(starts_at, ends_at) && tstzrange(?::timestamptz, ?::timestamptz)",
			consultantID, iv.Start.UTC(), iv.End.UTC()).Order("starts_at").Limit(1).Find(&clash).Error
		if err != nil {
			return nil, err
		}
		if clash.ID != 0 {
			return &clash, nil
		}
	}
	return nil, nil
}

func clashError(clash *Slot, err error) error {
	if err != nil || clash == nil {
		if err == nil {
			return apperr.Conflict("These slots overlap a slot you already have.")
		}
		return err
	}
	return apperr.Conflict(fmt.Sprintf("These slots overlap your existing slot on %s from %s to %s.",
		rules.ColomboDate(clash.StartsAt), rules.ColomboClock(clash.StartsAt)[:5], rules.ColomboClock(clash.EndsAt)[:5]))
}

// SlotsOfConsultant lists a consultant's slots starting in [from, to), in time order.
func (s *Store) SlotsOfConsultant(ctx context.Context, consultantID int64, from, to time.Time) ([]Slot, error) {
	var slots []Slot
	q := s.DB.WithContext(ctx).Preload("Consultant").Where("consultant_id = ?", consultantID)
	if !from.IsZero() {
		q = q.Where("starts_at >= ?", from)
	}
	if !to.IsZero() {
		q = q.Where("starts_at < ?", to)
	}
	err := q.Order("starts_at").Find(&slots).Error
	return slots, err
}
