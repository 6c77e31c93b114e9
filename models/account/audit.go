package account

import (
	"cerebro/models"
	"context"
	"time"
)

// AdminAction is one admin action that changed something, for the audit log.
type AdminAction struct {
	ID         int64     `gorm:"primaryKey" json:"id"`
	AdminID    *int64    `json:"adminId"`
	AdminEmail string    `json:"adminEmail"`
	Action     string    `json:"action"`  // e.g. "refund decision"
	Route      string    `json:"route"`   // method and route pattern
	Subject    string    `json:"subject"` // the path's ids, e.g. "id=42"
	Detail     string    `json:"detail"`  // the request's body, secrets removed
	CreatedAt  time.Time `json:"createdAt"`
}

// RecordAdminAction appends to the audit log.
func (s *Store) RecordAdminAction(ctx context.Context, a *AdminAction) error {
	return s.db.WithContext(ctx).Create(a).Error
}

// AdminActions is a page of the audit log, newest first, of one action if given.
func (s *Store) AdminActions(ctx context.Context, action string, p models.Page) ([]AdminAction, int64, error) {
	q := s.db.WithContext(ctx).Model(&AdminAction{})
	if action != "" {
		q = q.Where("action = ?", action)
	}
	var total int64
	if err := q.Count(&total).Error; err != nil {
		return nil, 0, err
	}
	var out []AdminAction
	err := q.Order("created_at DESC, id DESC").Offset(p.Offset()).Limit(p.Rows).Find(&out).Error
	return out, total, err
}
