package checkout

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"gorm.io/gorm"

	"cerebro/apperr"
	"cerebro/models"
	"cerebro/rules"
)

// Promo codes (issue 34, point 6). The admin creates a code; a consultee
// applies it to a booking, and the reservation that holds the slots checks
// it and records its use in the same transaction, with the code's row
// locked, so concurrent checkouts never use it past its limits. The
// discount comes off the invoice's total; the consultant's and the
// platform's shares stay those of the full price: the platform bears the
// discount (the ledger's promo_discounts account).

// Refusals of a promo code at checkout: all 400, nothing held.
const (
	ErrPromoUnknown      apperr.Code = "promo.unknown"
	ErrPromoSpent        apperr.Code = "promo.spent"
	ErrPromoSpentForYou  apperr.Code = "promo.spent_for_you"
	ErrPromoExpired      apperr.Code = "promo.expired"
	ErrPromoNotYetValid  apperr.Code = "promo.not_yet_valid"
	ErrPromoFirstBooking apperr.Code = "promo.first_booking_only"
	ErrPromoCategory     apperr.Code = "promo.category_not_applicable"
	ErrPromoTotalTooLow  apperr.Code = "promo.total_too_low"
)

// Refusals of a new promo code; each names its field.
const (
	ErrPromoCodeFormat    apperr.Code = "promo.code_format"
	ErrPromoCodeTaken     apperr.Code = "promo.code_taken"
	ErrPromoDiscountBoth  apperr.Code = "promo.discount_both"
	ErrPromoDiscountNone  apperr.Code = "promo.discount_missing"
	ErrPromoPercentRange  apperr.Code = "promo.percent_range"
	ErrPromoAmountRange   apperr.Code = "promo.amount_range"
	ErrPromoDate          apperr.Code = "promo.date_format"
	ErrPromoDatesOrder    apperr.Code = "promo.dates_order"
	ErrPromoUsesNegative  apperr.Code = "promo.uses_negative"
	ErrPromoCategoryUnkno apperr.Code = "promo.category_unknown"
)

// Promo redemption statuses: a HELD or USED one counts against the limits.
const (
	RedemptionHeld     = "HELD"
	RedemptionUsed     = "USED"
	RedemptionReleased = "RELEASED"
)

// codePattern is what a code may be: 3 to 32 letters, digits, _ or -.
var codePattern = regexp.MustCompile(`^[A-Za-z0-9_-]{3,32}$`)

// NewPromo is a promo code as the admin asks for it.
type NewPromo struct {
	Code             string
	PercentOff       *int
	AmountOff        *int64 // cents
	ValidFrom        string // Colombo date, YYYY-MM-DD, inclusive
	ValidTo          string
	MaxUses          int // 0: no limit
	MaxUsesPerPerson int // 0: no limit
	FirstBookingOnly bool
	CategoryIDs      []int64 // empty: every category
	CreatedBy        int64   // the admin's user id
}

// PromoCode is a stored code with how many of its uses hold (HELD or USED).
type PromoCode struct {
	ID               int64     `json:"id"`
	Code             string    `json:"code"`
	PercentOff       *int      `json:"percentOff"`
	AmountOff        *int64    `json:"amountOff"`
	ValidFrom        string    `json:"validFrom"`
	ValidTo          string    `json:"validTo"`
	MaxUses          int       `json:"maxUses"`
	MaxUsesPerPerson int       `json:"maxUsesPerPerson"`
	FirstBookingOnly bool      `json:"firstBookingOnly"`
	CategoryIDs      []int64   `json:"categoryIds"`
	Uses             int       `json:"uses"`
	CreatedAt        time.Time `json:"createdAt"`
}

// promoRow is a promo_codes row as the queries read it.
type promoRow struct {
	ID               int64
	Code             string
	PercentOff       *int
	AmountOff        *int64
	ValidFrom        string
	ValidTo          string
	MaxUses          int
	MaxUsesPerPerson int
	FirstBookingOnly bool
	Categories       string // JSON array
	Uses             int
	CreatedAt        time.Time
}

const promoColumns = `p.id, p.code, p.percent_off, p.amount_off, to_char(p.valid_from, 'YYYY-MM-DD') AS valid_from,
	to_char(p.valid_to, 'YYYY-MM-DD') AS valid_to, p.max_uses, p.max_uses_per_person, p.first_booking_only,
	array_to_json(p.category_ids)::text AS categories, p.created_at`

func (r promoRow) view() (PromoCode, error) {
	out := PromoCode{ID: r.ID, Code: r.Code, PercentOff: r.PercentOff, AmountOff: r.AmountOff, ValidFrom: r.ValidFrom,
		ValidTo: r.ValidTo, MaxUses: r.MaxUses, MaxUsesPerPerson: r.MaxUsesPerPerson, FirstBookingOnly: r.FirstBookingOnly,
		Uses: r.Uses, CreatedAt: r.CreatedAt.UTC(), CategoryIDs: []int64{}}
	if err := json.Unmarshal([]byte(r.Categories), &out.CategoryIDs); err != nil {
		return out, fmt.Errorf("promo code %d categories: %w", r.ID, err)
	}
	return out, nil
}

// checkNewPromo refuses a promo code the admin may not create, naming the
// field.
func checkNewPromo(p NewPromo) error {
	field := func(name string, code apperr.Code) error {
		return apperr.New(code).With("field", name).WithField(name, code, nil)
	}
	switch {
	case !codePattern.MatchString(p.Code):
		return field("code", ErrPromoCodeFormat)
	case p.PercentOff != nil && p.AmountOff != nil:
		return field("percentOff", ErrPromoDiscountBoth)
	case p.PercentOff == nil && p.AmountOff == nil:
		return field("percentOff", ErrPromoDiscountNone)
	case p.PercentOff != nil && (*p.PercentOff < 1 || *p.PercentOff > 100):
		return field("percentOff", ErrPromoPercentRange)
	case p.AmountOff != nil && *p.AmountOff < 1:
		return field("amountOff", ErrPromoAmountRange)
	case !isDate(p.ValidFrom):
		return field("validFrom", ErrPromoDate)
	case !isDate(p.ValidTo):
		return field("validTo", ErrPromoDate)
	case p.ValidTo < p.ValidFrom:
		return field("validTo", ErrPromoDatesOrder)
	case p.MaxUses < 0:
		return field("maxUses", ErrPromoUsesNegative)
	case p.MaxUsesPerPerson < 0:
		return field("maxUsesPerPerson", ErrPromoUsesNegative)
	}
	return nil
}

func isDate(s string) bool {
	_, err := time.Parse(rules.DateLayout, s)
	return err == nil
}

// CreatePromoCode stores a new code; a code taken already (whatever its
// case) is ErrPromoCodeTaken.
func (s *Store) CreatePromoCode(ctx context.Context, p NewPromo) (PromoCode, error) {
	if err := checkNewPromo(p); err != nil {
		return PromoCode{}, err
	}
	db := s.db.WithContext(ctx)
	if len(p.CategoryIDs) > 0 {
		var known int64
		if err := db.Raw(`SELECT count(*) FROM consultant_categories WHERE id IN ?`, p.CategoryIDs).Scan(&known).Error; err != nil {
			return PromoCode{}, err
		}
		if int(known) != len(uniq(p.CategoryIDs)) {
			return PromoCode{}, apperr.New(ErrPromoCategoryUnkno).With("field", "categoryIds").WithField("categoryIds", ErrPromoCategoryUnkno, nil)
		}
	}
	var createdBy *int64
	if p.CreatedBy > 0 {
		createdBy = &p.CreatedBy
	}
	var id int64
	err := db.Raw(`INSERT INTO promo_codes (code, percent_off, amount_off, valid_from, valid_to, max_uses, max_uses_per_person,
		first_booking_only, category_ids, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?::bigint[], ?) RETURNING id`,
		p.Code, p.PercentOff, p.AmountOff, p.ValidFrom, p.ValidTo, p.MaxUses, p.MaxUsesPerPerson, p.FirstBookingOnly,
		pgArray(uniq(p.CategoryIDs)), createdBy).Scan(&id).Error
	if models.IsUniqueViolation(err) {
		return PromoCode{}, apperr.New(ErrPromoCodeTaken).With("field", "code").WithField("code", ErrPromoCodeTaken, nil)
	}
	if err != nil {
		return PromoCode{}, err
	}
	list, err := s.promoCodes(ctx, id)
	if err != nil || len(list) == 0 {
		return PromoCode{}, err
	}
	return list[0], nil
}

// ListPromoCodes lists every code, newest first, with its uses that hold.
func (s *Store) ListPromoCodes(ctx context.Context) ([]PromoCode, error) { return s.promoCodes(ctx, 0) }

func (s *Store) promoCodes(ctx context.Context, id int64) ([]PromoCode, error) {
	var rows []promoRow
	err := s.db.WithContext(ctx).Raw(`SELECT `+promoColumns+`,
		(SELECT count(*) FROM promo_redemptions r WHERE r.promo_code_id = p.id AND r.status <> ?) AS uses
		FROM promo_codes p WHERE ? = 0 OR p.id = ? ORDER BY p.created_at DESC, p.id DESC`, RedemptionReleased, id, id).Scan(&rows).Error
	if err != nil {
		return nil, err
	}
	out := make([]PromoCode, 0, len(rows))
	for _, r := range rows {
		v, err := r.view()
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// PromoQuery is a code applied to a booking: whose, with whom, when.
type PromoQuery struct {
	Code         string
	ConsulteeID  int64
	ConsultantID int64
	InvoiceID    int64 // the invoice being reserved: never counts against itself
	Today        string
}

// CheckPromo refuses a code that cannot apply to the booking (unknown,
// not valid today, not applicable, spent), without locking: the API's
// early answer. The reservation checks again, under the code's lock.
func (s *Store) CheckPromo(ctx context.Context, q PromoQuery) error {
	_, err := checkPromo(s.db.WithContext(ctx), q, false)
	return err
}

// checkPromo reads the code (FOR UPDATE when lock) and refuses it unless
// it applies to q.
func checkPromo(tx *gorm.DB, q PromoQuery, lock bool) (promoRow, error) {
	var rows []promoRow
	sql := `SELECT ` + promoColumns + ` FROM promo_codes p WHERE lower(p.code) = lower(?)`
	if lock {
		sql += ` FOR UPDATE`
	}
	if err := tx.Raw(sql, strings.TrimSpace(q.Code)).Scan(&rows).Error; err != nil {
		return promoRow{}, err
	}
	if len(rows) == 0 {
		return promoRow{}, apperr.New(ErrPromoUnknown).With("code", q.Code)
	}
	p := rows[0]
	switch {
	case q.Today < p.ValidFrom:
		return p, apperr.New(ErrPromoNotYetValid).With("code", p.Code).With("date", p.ValidFrom)
	case q.Today > p.ValidTo:
		return p, apperr.New(ErrPromoExpired).With("code", p.Code).With("date", p.ValidTo)
	}
	if err := checkApplicable(tx, p, q); err != nil {
		return p, err
	}
	return p, checkUses(tx, p, q)
}

// checkApplicable refuses a code for another category, or a first-booking
// code to a consultee who has booked before (a paid invoice, or another one
// awaiting payment).
func checkApplicable(tx *gorm.DB, p promoRow, q PromoQuery) error {
	if p.Categories != "[]" {
		var in bool
		err := tx.Raw(`SELECT EXISTS (SELECT 1 FROM consultants c JOIN promo_codes p ON c.category_id = ANY (p.category_ids)
			WHERE c.id = ? AND p.id = ?)`, q.ConsultantID, p.ID).Scan(&in).Error
		if err != nil {
			return err
		}
		if !in {
			return apperr.New(ErrPromoCategory).With("code", p.Code)
		}
	}
	if !p.FirstBookingOnly {
		return nil
	}
	var booked bool
	err := tx.Raw(`SELECT EXISTS (SELECT 1 FROM invoices WHERE consultee_id = ? AND id <> ? AND status IN ?)`,
		q.ConsulteeID, q.InvoiceID, []models.InvoiceStatus{models.InvoicePaid, models.InvoicePendingPayment, models.InvoicePendingApproval}).
		Scan(&booked).Error
	if err != nil {
		return err
	}
	if booked {
		return apperr.New(ErrPromoFirstBooking).With("code", p.Code)
	}
	return nil
}

// checkUses refuses a code whose uses that hold reached its limits.
func checkUses(tx *gorm.DB, p promoRow, q PromoQuery) error {
	if p.MaxUses == 0 && p.MaxUsesPerPerson == 0 {
		return nil
	}
	var n struct{ Total, Mine int }
	err := tx.Raw(`SELECT count(*) AS total, count(*) FILTER (WHERE consultee_id = ?) AS mine
		FROM promo_redemptions WHERE promo_code_id = ? AND status <> ? AND invoice_id <> ?`,
		q.ConsulteeID, p.ID, RedemptionReleased, q.InvoiceID).Scan(&n).Error
	switch {
	case err != nil:
		return err
	case p.MaxUses > 0 && n.Total >= p.MaxUses:
		return apperr.New(ErrPromoSpent).With("code", p.Code)
	case p.MaxUsesPerPerson > 0 && n.Mine >= p.MaxUsesPerPerson:
		return apperr.New(ErrPromoSpentForYou).With("code", p.Code).With("max", p.MaxUsesPerPerson)
	}
	return nil
}

// appliedPromo is a code the reservation applies: the invoice's discount
// and each booking's part of it, in the held slots' order.
type appliedPromo struct {
	ID       int64
	Code     string
	Discount int64
	Parts    []int64
}

// applyPromo checks r's code under its lock and works out the discount of
// the held slots; no code, no discount.
func applyPromo(tx *gorm.DB, r models.ReserveRequest, held []heldRow) (appliedPromo, error) {
	if strings.TrimSpace(r.PromoCode) == "" {
		return appliedPromo{Parts: make([]int64, len(held))}, nil
	}
	p, err := checkPromo(tx, PromoQuery{Code: r.PromoCode, ConsulteeID: r.ConsulteeID, ConsultantID: r.ConsultantID,
		InvoiceID: r.InvoiceID, Today: rules.ColomboDate(r.ReservedAt)}, true)
	if err != nil {
		return appliedPromo{}, err
	}
	prices := make([]int64, len(held))
	var total int64
	for i, h := range held {
		prices[i], total = h.Price, total+h.Price
	}
	d, err := p.discountOff(total)
	if err != nil {
		return appliedPromo{}, err
	}
	return appliedPromo{ID: p.ID, Code: p.Code, Discount: d, Parts: rules.SplitDiscount(d, prices)}, nil
}

// discountOff is what the code takes off a total: a share of it, or an
// amount (never more than the total, rules.PromoDiscount); a code that
// would take nothing off is refused.
func (p promoRow) discountOff(total int64) (int64, error) {
	var amountOff int64
	percentOff := 0
	if p.PercentOff != nil {
		percentOff = *p.PercentOff
	} else if p.AmountOff != nil {
		amountOff = *p.AmountOff
	}
	d := rules.PromoDiscount(total, percentOff, amountOff)
	if d <= 0 {
		return 0, apperr.New(ErrPromoTotalTooLow).With("code", p.Code)
	}
	return d, nil
}

// InvoiceAmounts reads an invoice's total, discount and promo code.
func (s *Store) InvoiceAmounts(ctx context.Context, invoiceID int64) (models.Invoice, error) {
	var inv models.Invoice
	err := s.db.WithContext(ctx).Select("id", "total_amount", "discount_cents", "promo_code").Take(&inv, invoiceID).Error
	return inv, models.NotFound(err)
}

// redeem records the use of an applied code by the reserved invoice.
func (a appliedPromo) redeem(tx *gorm.DB, r models.ReserveRequest) error {
	if a.ID == 0 {
		return nil
	}
	return tx.Exec(`INSERT INTO promo_redemptions (promo_code_id, consultee_id, invoice_id, discount_cents) VALUES (?, ?, ?, ?)`,
		a.ID, r.ConsulteeID, r.InvoiceID, a.Discount).Error
}

// setRedemption moves the invoice's code use on: USED once paid, RELEASED
// (no longer counted) once the invoice failed.
func setRedemption(tx *gorm.DB, invoiceID int64, status string) error {
	return tx.Exec(`UPDATE promo_redemptions SET status = ?, updated_at = now() WHERE invoice_id = ? AND status = ?`,
		status, invoiceID, RedemptionHeld).Error
}

func uniq(ids []int64) []int64 {
	seen := map[int64]bool{}
	out := []int64{}
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}

// pgArray is ids as a PostgreSQL array literal ("{1,2}").
func pgArray(ids []int64) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = strconv.FormatInt(id, 10)
	}
	return "{" + strings.Join(parts, ",") + "}"
}
