package refund_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/apperr/apperrtest"
	"cerebro/models"
	"cerebro/models/refund"
	"cerebro/rules"
)

func TestDecide(t *testing.T) {
	const paid = int64(150000)
	start := at(t, "2026-11-23T02:30:00Z")
	end := start.Add(time.Hour)
	day, sec := 24*time.Hour, time.Second

	type want struct {
		outcome  refund.Outcome
		amount   int64
		penalise bool
	}
	full := want{refund.RefundNow, paid, false}
	review := want{refund.AdminDecides, 0, false}
	reviewFull := want{refund.AdminDecides, paid, false}
	penalty := want{refund.RefundNow, paid, true}
	refused := want{refund.Refused, 0, false}

	tests := []struct {
		name  string
		cause models.RefundCause
		now   time.Time
		want  want
	}{
		{"consultee, a month ahead", models.CauseConsulteeCancel, start.Add(-30 * day), full},
		{"consultee, 24h+1s ahead", models.CauseConsulteeCancel, start.Add(-day - sec), full},
		{"consultee, exactly 24h ahead", models.CauseConsulteeCancel, start.Add(-day), review},
		{"consultee, 24h-1s ahead", models.CauseConsulteeCancel, start.Add(-day + sec), review},
		{"consultee, 1s ahead", models.CauseConsulteeCancel, start.Add(-sec), review},
		{"consultee, at the start", models.CauseConsulteeCancel, start, refused},
		{"consultee, during", models.CauseConsulteeCancel, start.Add(30 * time.Minute), refused},
		{"consultee, after the end", models.CauseConsulteeCancel, end.Add(sec), refused},

		{"consultant, two days ahead", models.CauseConsultantCancel, start.Add(-2 * day), penalty},
		{"consultant, within 24h", models.CauseConsultantCancel, start.Add(-time.Hour), penalty},
		{"consultant, at the start", models.CauseConsultantCancel, start, penalty},
		{"consultant, 1s before the end", models.CauseConsultantCancel, end.Add(-sec), penalty},
		{"consultant, at the end", models.CauseConsultantCancel, end, refused},
		{"consultant, after the end", models.CauseConsultantCancel, end.Add(time.Hour), refused},

		{"no-show, before the start", models.CauseConsultantNoShow, start.Add(-sec), refused},
		{"no-show, at the start", models.CauseConsultantNoShow, start, penalty},
		{"no-show, during", models.CauseConsultantNoShow, start.Add(10 * time.Minute), penalty},
		{"no-show, at the end", models.CauseConsultantNoShow, end, penalty},
		{"no-show, end+7d", models.CauseConsultantNoShow, end.Add(7 * day), penalty},
		{"no-show, end+7d+1s", models.CauseConsultantNoShow, end.Add(7*day + sec), refused},

		{"fault, before the start", models.CauseTechnicalFault, start.Add(-time.Hour), reviewFull},
		{"fault, during", models.CauseTechnicalFault, start.Add(30 * time.Minute), reviewFull},
		{"fault, at the end", models.CauseTechnicalFault, end, reviewFull},
		{"fault, end+7d", models.CauseTechnicalFault, end.Add(7 * day), reviewFull},
		{"fault, end+7d+1s", models.CauseTechnicalFault, end.Add(7*day + sec), refused},

		{"unsatisfactory, before the start", models.CauseUnsatisfactory, start.Add(-sec), refused},
		{"unsatisfactory, after the end", models.CauseUnsatisfactory, end.Add(time.Hour), review},
		{"unsatisfactory, end+7d", models.CauseUnsatisfactory, end.Add(7 * day), review},
		{"unsatisfactory, end+7d+1s", models.CauseUnsatisfactory, end.Add(7*day + sec), refused},

		{"nobody present, 1s before the end", models.CauseNobodyPresent, end.Add(-sec), refused},
		{"nobody present, a minute after the end", models.CauseNobodyPresent, end.Add(time.Minute), full},
		{"cut short, 1s before the end", models.CauseCutShort, end.Add(-sec), refused},
		{"cut short, a minute after the end", models.CauseCutShort, end.Add(time.Minute), reviewFull},

		{"unknown cause", models.RefundCause("BORED"), start.Add(-2 * day), refused},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := refund.Decide(refund.Claim{
				Cause: tt.cause, SlotStart: start, SlotEnd: end, Now: tt.now, PaidCents: paid,
			})
			assert.Equal(t, tt.want, want{got.Outcome, got.AmountCents, got.PenaliseConsultant})
			assert.NotEmpty(t, got.Reason)
		})
	}
}

// The cutoff compares instants, so the zone a caller happens to hold the
// times in must not move it.
func TestDecideIgnoresZones(t *testing.T) {
	start := at(t, "2026-11-23T02:30:00Z")
	in := refund.Claim{Cause: models.CauseConsulteeCancel, PaidCents: 100,
		SlotStart: start.In(rules.Colombo), SlotEnd: start.Add(time.Hour),
		Now: start.Add(-24*time.Hour - time.Second)}
	assert.Equal(t, refund.RefundNow, refund.Decide(in).Outcome)
}

func TestDecideNeedsAPayment(t *testing.T) {
	start := at(t, "2026-11-23T02:30:00Z")
	for _, paid := range []int64{0, -1} {
		got := refund.Decide(refund.Claim{Cause: models.CauseConsultantCancel,
			SlotStart: start, SlotEnd: start.Add(time.Hour), Now: start.Add(-48 * time.Hour), PaidCents: paid})
		assert.Equal(t, refund.Refused, got.Outcome, "paid %d", paid)
		assert.Zero(t, got.AmountCents)
		assert.False(t, got.PenaliseConsultant)
	}
}

func TestValidateAdminAmount(t *testing.T) {
	const msg = "The refund must be between 0.00 LKR and 1,500.00 LKR, the amount paid."
	tests := []struct {
		name         string
		amount, paid int64
		wantErr      bool
	}{
		{"nothing", 0, 150000, false},
		{"partial", 75050, 150000, false},
		{"full", 150000, 150000, false},
		{"a cent too much", 150001, 150000, true},
		{"negative", -1, 150000, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := refund.ValidateAdminAmount(tt.amount, tt.paid)
			if !tt.wantErr {
				require.NoError(t, err)
				return
			}
			apperrtest.RequireCode(t, err, "refund.amount_out_of_range", msg)
		})
	}
}

// at parses an RFC 3339 instant; tests spell instants in UTC ("Z") so
// no zone conversion is done by the test itself.
func at(t *testing.T, s string) time.Time {
	t.Helper()
	v, err := time.Parse(time.RFC3339, s)
	require.NoError(t, err)
	return v
}
