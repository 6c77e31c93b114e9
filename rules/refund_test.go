package rules_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cerebro/rules"
)

func TestDecideRefund(t *testing.T) {
	const paid = int64(150000)
	start := at(t, "2026-11-23T02:30:00Z")
	end := start.Add(time.Hour)
	day, sec := 24*time.Hour, time.Second

	type want struct {
		outcome  rules.Outcome
		amount   int64
		penalise bool
	}
	full := want{rules.RefundNow, paid, false}
	review := want{rules.AdminDecides, 0, false}
	reviewFull := want{rules.AdminDecides, paid, false}
	penalty := want{rules.RefundNow, paid, true}
	refused := want{rules.Refused, 0, false}

	tests := []struct {
		name  string
		cause rules.Cause
		now   time.Time
		want  want
	}{
		{"consultee, a month ahead", rules.CauseConsulteeCancel, start.Add(-30 * day), full},
		{"consultee, 24h+1s ahead", rules.CauseConsulteeCancel, start.Add(-day - sec), full},
		{"consultee, exactly 24h ahead", rules.CauseConsulteeCancel, start.Add(-day), review},
		{"consultee, 24h-1s ahead", rules.CauseConsulteeCancel, start.Add(-day + sec), review},
		{"consultee, 1s ahead", rules.CauseConsulteeCancel, start.Add(-sec), review},
		{"consultee, at the start", rules.CauseConsulteeCancel, start, refused},
		{"consultee, during", rules.CauseConsulteeCancel, start.Add(30 * time.Minute), refused},
		{"consultee, after the end", rules.CauseConsulteeCancel, end.Add(sec), refused},

		{"consultant, two days ahead", rules.CauseConsultantCancel, start.Add(-2 * day), penalty},
		{"consultant, within 24h", rules.CauseConsultantCancel, start.Add(-time.Hour), penalty},
		{"consultant, at the start", rules.CauseConsultantCancel, start, penalty},
		{"consultant, 1s before the end", rules.CauseConsultantCancel, end.Add(-sec), penalty},
		{"consultant, at the end", rules.CauseConsultantCancel, end, refused},
		{"consultant, after the end", rules.CauseConsultantCancel, end.Add(time.Hour), refused},

		{"no-show, before the start", rules.CauseConsultantNoShow, start.Add(-sec), refused},
		{"no-show, at the start", rules.CauseConsultantNoShow, start, penalty},
		{"no-show, during", rules.CauseConsultantNoShow, start.Add(10 * time.Minute), penalty},
		{"no-show, at the end", rules.CauseConsultantNoShow, end, penalty},
		{"no-show, end+7d", rules.CauseConsultantNoShow, end.Add(7 * day), penalty},
		{"no-show, end+7d+1s", rules.CauseConsultantNoShow, end.Add(7*day + sec), refused},

		{"fault, before the start", rules.CauseTechnicalFault, start.Add(-time.Hour), reviewFull},
		{"fault, during", rules.CauseTechnicalFault, start.Add(30 * time.Minute), reviewFull},
		{"fault, at the end", rules.CauseTechnicalFault, end, reviewFull},
		{"fault, end+7d", rules.CauseTechnicalFault, end.Add(7 * day), reviewFull},
		{"fault, end+7d+1s", rules.CauseTechnicalFault, end.Add(7*day + sec), refused},

		{"unsatisfactory, before the start", rules.CauseUnsatisfactory, start.Add(-sec), refused},
		{"unsatisfactory, after the end", rules.CauseUnsatisfactory, end.Add(time.Hour), review},
		{"unsatisfactory, end+7d", rules.CauseUnsatisfactory, end.Add(7 * day), review},
		{"unsatisfactory, end+7d+1s", rules.CauseUnsatisfactory, end.Add(7*day + sec), refused},

		{"nobody present, 1s before the end", rules.CauseNobodyPresent, end.Add(-sec), refused},
		{"nobody present, a minute after the end", rules.CauseNobodyPresent, end.Add(time.Minute), full},
		{"cut short, 1s before the end", rules.CauseCutShort, end.Add(-sec), refused},
		{"cut short, a minute after the end", rules.CauseCutShort, end.Add(time.Minute), reviewFull},

		{"unknown cause", rules.Cause("BORED"), start.Add(-2 * day), refused},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := rules.DecideRefund(rules.RefundInput{
				Cause: tt.cause, SlotStart: start, SlotEnd: end, Now: tt.now, PaidCents: paid,
			})
			assert.Equal(t, tt.want, want{got.Outcome, got.AmountCents, got.PenaliseConsultant})
			assert.NotEmpty(t, got.Reason)
		})
	}
}

// The cutoff compares instants, so the zone a caller happens to hold the
// times in must not move it.
func TestDecideRefundIgnoresZones(t *testing.T) {
	start := at(t, "2026-11-23T02:30:00Z")
	in := rules.RefundInput{Cause: rules.CauseConsulteeCancel, PaidCents: 100,
		SlotStart: start.In(rules.Colombo), SlotEnd: start.Add(time.Hour),
		Now: start.Add(-24*time.Hour - time.Second)}
	assert.Equal(t, rules.RefundNow, rules.DecideRefund(in).Outcome)
}

func TestDecideRefundNeedsAPayment(t *testing.T) {
	start := at(t, "2026-11-23T02:30:00Z")
	for _, paid := range []int64{0, -1} {
		got := rules.DecideRefund(rules.RefundInput{Cause: rules.CauseConsultantCancel,
			SlotStart: start, SlotEnd: start.Add(time.Hour), Now: start.Add(-48 * time.Hour), PaidCents: paid})
		assert.Equal(t, rules.Refused, got.Outcome, "paid %d", paid)
		assert.Zero(t, got.AmountCents)
		assert.False(t, got.PenaliseConsultant)
	}
}

func TestValidateAdminRefund(t *testing.T) {
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
			err := rules.ValidateAdminRefund(tt.amount, tt.paid)
			if !tt.wantErr {
				require.NoError(t, err)
				return
			}
			requireAppErr(t, err, "refund.amount_out_of_range", msg)
		})
	}
}
