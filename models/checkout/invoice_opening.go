package checkout

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"cerebro/models"
)

// InvoiceQuery is what opening a booking's invoice reads: its consultant,
// and the consultee's releases of these slots since ReleasedSince.
type InvoiceQuery struct {
	ConsultantID  int64
	ConsulteeID   int64
	SlotIDs       []int64
	ReleasedSince time.Time
	// Today is Colombo's date: a registration that expired before it
	// closes the consultant even before the daily sweep marks them lapsed.
	Today time.Time
}

// InvoiceOpening is a new invoice id, allocated before the invoice exists so
// the checkout workflow can be keyed by it from its first moment, with its
// consultant's status (only a VERIFIED one takes bookings) and when the
// consultee's unpaid holds on any of the slots ended (cancelled, expired or
// refused) since the query's time: what the cancel-and-rebook cooldown
// (RebookAllowedAt) counts.
type InvoiceOpening struct {
	InvoiceID        int64
	ConsultantStatus string
	// CredentialLapsed: the consultant's registration has expired (issue
	// 33); they take no new booking until the admin checks a renewal.
	CredentialLapsed bool
	Releases         []time.Time
}

// OpenInvoiceFor reads an InvoiceOpening in one round trip; ErrNotFound
// (with the releases) when there is no such consultant.
func (s *Store) OpenInvoiceFor(ctx context.Context, q InvoiceQuery) (InvoiceOpening, error) {
	var rows []struct {
		ID               *int64
		ConsultantStatus *string
		CredentialLapsed *bool
		Releases         string
	}
	err := s.db.WithContext(ctx).Raw(`SELECT c.id, c.consultant_status, c.credential_lapsed,
		       (SELECT coalesce(json_agg(i.updated_at), '[]') FROM invoices i
		         WHERE i.consultee_id = ? AND i.status = ? AND i.paid_at IS NULL AND i.updated_at >= ?
		           AND EXISTS (SELECT 1 FROM bookings b WHERE b.invoice_id = i.id AND b.cerebroslot_id IN ?)) AS releases
		  FROM (SELECT 1) one
		  LEFT JOIN LATERAL (SELECT nextval('invoices_id_seq') AS id, status AS consultant_status,
		                            credential_lapsed OR EXISTS (SELECT 1 FROM consultant_credentials cc
		                              WHERE cc.consultant_id = consultants.id AND cc.expires_on < ?) AS credential_lapsed
		                       FROM consultants WHERE id = ?) c ON true`,
		q.ConsulteeID, models.InvoiceFailed, q.ReleasedSince, q.SlotIDs, q.Today, q.ConsultantID).Scan(&rows).Error
	if err != nil {
		return InvoiceOpening{}, err
	}
	var out InvoiceOpening
	if len(rows) == 1 {
		if err := json.Unmarshal([]byte(rows[0].Releases), &out.Releases); err != nil {
			return out, fmt.Errorf("releases: %w", err)
		}
	}
	if len(rows) != 1 || rows[0].ID == nil {
		return out, models.ErrNotFound
	}
	out.InvoiceID, out.ConsultantStatus = *rows[0].ID, *rows[0].ConsultantStatus
	out.CredentialLapsed = rows[0].CredentialLapsed != nil && *rows[0].CredentialLapsed
	return out, nil
}
