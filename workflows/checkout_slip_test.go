package workflows_test

import (
	"time"

	"github.com/stretchr/testify/mock"

	"cerebro/activities"
	"cerebro/models"
	"cerebro/workflows"
)

// marksSlipUploaded expects the invoice to go to the admin with the first
// slot's start as its review deadline.
func (s *checkoutSuite) marksSlipUploaded() {
	s.env.OnActivity(s.acts.MarkSlipUploaded, mock.Anything,
		activities.SlipUploaded{InvoiceID: invoiceID, ReviewBy: firstStart}).Return(nil).Once()
}

func (s *checkoutSuite) decide(status, remark string, after time.Duration) {
	s.signal(workflows.SlipDecisionSignal, workflows.SlipDecision{Status: status, AdminRemark: remark}, after)
}

func (s *checkoutSuite) TestSlipApprovedIsPaid() {
	s.holdsSlots()
	s.marksSlipUploaded()
	s.confirms()
	s.env.RegisterDelayedCallback(func() {
		st := s.status()
		s.Equal(models.InvoicePendingPayment, st.Status)
		s.Equal(t0.Add(uploadWindow), st.Deadline.UTC())
	}, time.Hour)
	s.signal(workflows.SlipUploadedSignal, workflows.SlipUpload{SlipID: 7}, 2*time.Hour)
	s.env.RegisterDelayedCallback(func() {
		st := s.status()
		s.Equal(models.InvoicePendingApproval, st.Status)
		s.Equal(firstStart, st.Deadline.UTC())
	}, 3*time.Hour)
	s.decide(workflows.SlipApproved, "Deposit seen", 5*time.Hour)

	out := s.run(models.PaySlip)

	s.Equal(models.InvoicePaid, out.Status)
	s.Equal([]models.Confirmation{{InvoiceID: invoiceID, AdminRemark: "Deposit seen"}}, s.confirmed)
	s.Empty(s.released)
}

func (s *checkoutSuite) TestSlipRejectedReleases() {
	s.holdsSlots()
	s.releases()
	s.marksSlipUploaded()
	s.signal(workflows.SlipUploadedSignal, workflows.SlipUpload{SlipID: 7}, 2*time.Hour)
	s.decide("MAYBE", "", 3*time.Hour) // not a decision: ignored
	s.decide(workflows.SlipRejected, "Amount does not match", 5*time.Hour)
	s.decide(workflows.SlipApproved, "", 5*time.Hour) // too late: the first decision stands

	out := s.run(models.PaySlip)

	s.Equal(workflows.ReasonSlipRejected, out.FailureReason)
	s.Require().Len(s.released, 1)
	s.Equal(models.Release{InvoiceID: invoiceID, Reason: workflows.ReasonSlipRejected, BookingStatus: models.BookingFailed,
		CancelledBy: models.CancelledBySystem, AdminRemark: "Amount does not match"}, s.released[0])
	s.Equal(5*time.Hour, s.releasedAt.Sub(t0))
	s.Empty(s.confirmed)
}

func (s *checkoutSuite) TestSlipNotUploadedByItsDeadlineReleases() {
	s.holdsSlots()
	s.releases()

	out := s.run(models.PaySlip)

	s.Equal(workflows.ReasonSlipNotUploaded, out.FailureReason)
	s.Require().Len(s.released, 1)
	s.False(s.released[0].RefundSlip, "no slip, no money to give back")
	s.Equal(uploadWindow, s.releasedAt.Sub(t0), "the mock clock moved by exactly the upload window")
}

func (s *checkoutSuite) TestSlipNotReviewedByFirstSlotReleasesAndOwesARefund() {
	s.holdsSlots()
	s.releases()
	s.marksSlipUploaded()
	s.signal(workflows.SlipUploadedSignal, workflows.SlipUpload{SlipID: 7}, time.Hour)

	out := s.run(models.PaySlip)

	s.Equal(workflows.ReasonSlipNotReviewed, out.FailureReason)
	s.Require().Len(s.released, 1)
	s.True(s.released[0].RefundSlip)
	s.Equal(models.BookingFailed, s.released[0].BookingStatus)
	s.Equal(firstStart, s.releasedAt.UTC(), "the review deadline is the first slot's start")
}

// Once the slip is in, the consultee can no longer cancel: the admin decides.
func (s *checkoutSuite) TestCancelIsRefusedOnceTheSlipIsUploaded() {
	s.holdsSlots()
	s.marksSlipUploaded()
	s.confirms()
	s.signal(workflows.SlipUploadedSignal, workflows.SlipUpload{SlipID: 7}, time.Hour)
	cancel := s.update(workflows.CancelUpdate, 2*time.Hour)
	s.decide(workflows.SlipApproved, "", 3*time.Hour)

	out := s.run(models.PaySlip)

	s.Require().Error(cancel.rejected)
	s.False(cancel.done)
	s.Equal(models.InvoicePaid, out.Status)
	s.Empty(s.released)
}
