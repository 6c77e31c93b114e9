package checkout_test

import (
	"fmt"
	"time"

	"github.com/stretchr/testify/mock"
	"go.temporal.io/sdk/testsuite"

	checkoutacts "cerebro/activities/checkout"
	"cerebro/models"
	checkoutwf "cerebro/workflows/checkout"
	"cerebro/workflows/workflowstest"
)

// marksSlipUploaded expects the invoice to go to the admin with the first
// slot's start as its review deadline.
func (s *checkoutSuite) marksSlipUploaded() {
	s.env.OnActivity(s.acts.Checkout.MarkSlipUploaded, mock.Anything,
		checkoutacts.SlipUploaded{InvoiceID: invoiceID, ReviewBy: firstStart}).Return(nil).Once()
}

// decide sends admin 1's decision as the api does: recorded, then sent.
func (s *checkoutSuite) decide(status, remark string, after time.Duration) *workflowstest.UpdateResult {
	return s.decideRecorded(checkoutwf.SlipDecision{Status: status, AdminRemark: remark, DecidedBy: 1}, after)
}

// decideRecorded records d as the api would, then sends it naming the record.
func (s *checkoutSuite) decideRecorded(d checkoutwf.SlipDecision, after time.Duration) *workflowstest.UpdateResult {
	d.DecisionID = s.book.Record(models.Decision{Kind: models.DecisionSlip, SubjectID: invoiceID, Status: d.Status,
		Remark: d.AdminRemark, DecidedBy: d.DecidedBy, Via: models.DecidedViaAPI})
	return s.decideByUpdate(d, after)
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
	s.signal(checkoutwf.SlipUploadedSignal, checkoutwf.SlipUpload{SlipID: 7}, 2*time.Hour)
	s.env.RegisterDelayedCallback(func() {
		st := s.status()
		s.Equal(models.InvoicePendingApproval, st.Status)
		s.Equal(firstStart, st.Deadline.UTC())
	}, 3*time.Hour)
	s.decide(checkoutwf.SlipApproved, "Deposit seen", 5*time.Hour)

	out := s.run(models.PaySlip)

	s.Equal(models.InvoicePaid, out.Status)
	s.Equal([]models.Confirmation{{InvoiceID: invoiceID, AdminRemark: "Deposit seen", DecidedBy: 1}}, s.confirmed)
	s.Empty(s.released)
}

func (s *checkoutSuite) TestSlipRejectedReleases() {
	s.holdsSlots()
	s.releases()
	s.marksSlipUploaded()
	s.signal(checkoutwf.SlipUploadedSignal, checkoutwf.SlipUpload{SlipID: 7}, 2*time.Hour)
	s.decide("MAYBE", "", 3*time.Hour) // not a decision: ignored
	s.decide(checkoutwf.SlipRejected, "Amount does not match", 5*time.Hour)
	s.decide(checkoutwf.SlipApproved, "", 5*time.Hour) // too late: the first decision stands

	out := s.run(models.PaySlip)

	s.Equal(checkoutwf.ReasonSlipRejected, out.FailureReason)
	s.Require().Len(s.released, 1)
	s.Equal(models.Release{InvoiceID: invoiceID, Reason: checkoutwf.ReasonSlipRejected, BookingStatus: models.BookingFailed,
		CancelledBy: models.CancelledBySystem, AdminRemark: "Amount does not match", DecidedBy: 1}, s.released[0])
	s.Equal(5*time.Hour, s.releasedAt.Sub(t0))
	s.Empty(s.confirmed)
}

func (s *checkoutSuite) TestSlipNotUploadedByItsDeadlineReleases() {
	s.holdsSlots()
	s.releases()

	out := s.run(models.PaySlip)

	s.Equal(checkoutwf.ReasonSlipNotUploaded, out.FailureReason)
	s.Require().Len(s.released, 1)
	s.False(s.released[0].RefundSlip, "no slip, no money to give back")
	s.Equal(uploadWindow, s.releasedAt.Sub(t0), "the mock clock moved by exactly the upload window")
}

func (s *checkoutSuite) TestSlipNotReviewedByFirstSlotReleasesAndOwesARefund() {
	s.holdsSlots()
	s.releases()
	s.marksSlipUploaded()
	s.signal(checkoutwf.SlipUploadedSignal, checkoutwf.SlipUpload{SlipID: 7}, time.Hour)

	out := s.run(models.PaySlip)

	s.Equal(checkoutwf.ReasonSlipNotReviewed, out.FailureReason)
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
	s.signal(checkoutwf.SlipUploadedSignal, checkoutwf.SlipUpload{SlipID: 7}, time.Hour)
	cancel := s.update(checkoutwf.CancelUpdate, 2*time.Hour)
	s.decide(checkoutwf.SlipApproved, "", 3*time.Hour)

	out := s.run(models.PaySlip)

	s.Require().Error(cancel.Rejected)
	s.False(cancel.Done)
	s.Equal(models.InvoicePaid, out.Status)
	s.Empty(s.released)
}

// A slip nobody reviews is escalated to the admins 12 h after its upload
// and again 2 h before the first slot, when it fails.
func (s *checkoutSuite) TestUnreviewedSlipIsEscalatedTwiceThenReleased() {
	s.holdsSlots()
	s.releases()
	s.marksSlipUploaded()
	s.signal(checkoutwf.SlipUploadedSignal, checkoutwf.SlipUpload{SlipID: 7}, time.Hour)

	out := s.run(models.PaySlip)

	s.Equal([]time.Time{t0.Add(time.Hour + checkoutwf.SlipEscalationAfterUpload), firstStart.Add(-checkoutwf.SlipEscalationBeforeStart)},
		s.escalated, "to the minute")
	s.Equal(checkoutwf.ReasonSlipNotReviewed, out.FailureReason)
	s.Equal(firstStart, s.releasedAt.UTC())
}

func (s *checkoutSuite) TestSlipDecidedBeforeItsEscalationMailsNobody() {
	s.holdsSlots()
	s.marksSlipUploaded()
	s.confirms()
	s.signal(checkoutwf.SlipUploadedSignal, checkoutwf.SlipUpload{SlipID: 7}, time.Hour)
	s.decideRecorded(checkoutwf.SlipDecision{Status: checkoutwf.SlipApproved, DecidedBy: 1}, 13*time.Hour-time.Second)

	s.run(models.PaySlip)

	s.Empty(s.escalated)
}

// decideByUpdate sends the admin's decision as the SPA does.
func (s *checkoutSuite) decideByUpdate(d checkoutwf.SlipDecision, after time.Duration) *workflowstest.UpdateResult {
	r := &workflowstest.UpdateResult{}
	s.env.RegisterDelayedCallback(func() {
		s.env.UpdateWorkflow(checkoutwf.DecideSlipUpdate, fmt.Sprintf("decide-%s-%d-%s", d.Status, d.DecidedBy, after),
			&testsuite.TestUpdateCallback{
				OnReject:   func(err error) { r.Rejected = err },
				OnComplete: func(v any, err error) { r.Done, r.Value, r.Err = true, v, err },
			}, d)
	}, after)
	return r
}

// uploadByUpdate sends the slip as the SPA's upload does.
func (s *checkoutSuite) uploadByUpdate(slipID int64, after time.Duration) *workflowstest.UpdateResult {
	r := &workflowstest.UpdateResult{}
	s.env.RegisterDelayedCallback(func() {
		s.env.UpdateWorkflow(checkoutwf.UploadSlipUpdate, fmt.Sprintf("upload-%d-%s", slipID, after), &testsuite.TestUpdateCallback{
			OnReject:   func(err error) { r.Rejected = err },
			OnComplete: func(v any, err error) { r.Done, r.Value, r.Err = true, v, err },
		}, checkoutwf.SlipUpload{SlipID: slipID})
	}, after)
	return r
}

func (s *checkoutSuite) TestSlipDecisionUpdatesAnswerTheNewStateOrAClearRefusal() {
	s.holdsSlots()
	s.marksSlipUploaded()
	s.confirms()
	early := s.decideRecorded(checkoutwf.SlipDecision{Status: checkoutwf.SlipApproved, DecidedBy: 1}, 30*time.Minute)
	upload := s.uploadByUpdate(7, time.Hour)
	second := s.uploadByUpdate(8, 2*time.Hour)
	unknown := s.decideByUpdate(checkoutwf.SlipDecision{Status: "MAYBE", DecidedBy: 1}, 3*time.Hour)
	nobody := s.decideByUpdate(checkoutwf.SlipDecision{Status: checkoutwf.SlipApproved}, 3*time.Hour)
	approve := s.decideRecorded(checkoutwf.SlipDecision{Status: checkoutwf.SlipApproved, AdminRemark: "Seen", DecidedBy: 1}, 4*time.Hour)
	again := s.decideRecorded(checkoutwf.SlipDecision{Status: checkoutwf.SlipRejected, DecidedBy: 2}, 4*time.Hour)

	out := s.run(models.PaySlip)

	for name, r := range map[string]*workflowstest.UpdateResult{"before the slip": early, "a second slip": second, "unknown status": unknown,
		"no decidedBy": nobody} {
		s.Error(r.Rejected, name)
		s.False(r.Done, name)
	}
	// The second came while the first was being checked against its
	// record: it waited for that check, then was refused the same way.
	s.Require().True(again.Done)
	s.Require().Error(again.Err)
	again.Rejected = again.Err
	s.Contains(early.Rejected.Error(), "no slip is waiting for review")
	s.Contains(second.Rejected.Error(), "not awaiting a payment slip")
	s.Contains(unknown.Rejected.Error(), "status must be APPROVED or REJECTED")
	s.Contains(nobody.Rejected.Error(), "decidedBy (the admin's user id) is required")
	s.Contains(again.Rejected.Error(), "already been decided")
	s.Require().True(upload.Done)
	s.Equal(models.InvoicePendingApproval, upload.Value.(checkoutwf.CheckoutStatus).Status, "the upload answers once the admin sees it")
	s.Require().True(approve.Done)
	s.Equal(models.InvoicePaid, approve.Value.(checkoutwf.CheckoutStatus).Status)
	s.Equal(int64(1), approve.Value.(checkoutwf.CheckoutStatus).DecidedBy)
	s.Equal([]models.Confirmation{{InvoiceID: invoiceID, AdminRemark: "Seen", DecidedBy: 1}}, s.confirmed)
	s.Equal(models.InvoicePaid, out.Status)
}

// A decision sent straight to Temporal is refused and changes nothing:
// without a record (the validator), naming no record, or naming one that
// says something else — another status, another invoice, another remark,
// another admin, or one another run already acted on (the handler's check).
// The admin's recorded decision is then taken.
func (s *checkoutSuite) TestSlipDecisionWithoutItsRecordIsRefusedAndChangesNothing() {
	s.holdsSlots()
	s.marksSlipUploaded()
	s.confirms()
	s.signal(checkoutwf.SlipUploadedSignal, checkoutwf.SlipUpload{SlipID: 7}, time.Hour)
	approve := checkoutwf.SlipDecision{Status: checkoutwf.SlipApproved, AdminRemark: "Deposit seen", DecidedBy: 1}
	recordAs := func(kind string, subject int64, status, remark string, by int64) int64 {
		return s.book.Record(models.Decision{Kind: kind, SubjectID: subject, Status: status, Remark: remark, DecidedBy: by})
	}
	rejected := recordAs(models.DecisionSlip, invoiceID, checkoutwf.SlipRejected, "Deposit seen", 1)
	otherInvoice := recordAs(models.DecisionSlip, invoiceID+1, checkoutwf.SlipApproved, "Deposit seen", 1)
	otherRemark := recordAs(models.DecisionSlip, invoiceID, checkoutwf.SlipApproved, "", 1)
	otherAdmin := recordAs(models.DecisionSlip, invoiceID, checkoutwf.SlipApproved, "Deposit seen", 2)
	aRefund := recordAs(models.DecisionRefund, invoiceID, checkoutwf.SlipApproved, "Deposit seen", 1)
	usedElsewhere := recordAs(models.DecisionSlip, invoiceID, checkoutwf.SlipApproved, "Deposit seen", 1)
	other := "another-run"
	s.book.Row(usedElsewhere).UsedByRun = &other
	forged := map[string]*workflowstest.UpdateResult{}
	for i, c := range []struct {
		name string
		id   int64
		want string
	}{
		{"no record", 0, "decisionId is required"},
		{"never recorded", 999, "was never recorded"},
		{"recorded REJECTED", rejected, "its status is REJECTED, not APPROVED"},
		{"for another invoice", otherInvoice, "its subject is 43, not 42"},
		{"another remark", otherRemark, "its remark is"},
		{"another admin", otherAdmin, "its decider is 2, not 1"},
		{"a refund's record", aRefund, "its kind is REFUND, not SLIP"},
		{"used by another run", usedElsewhere, "already acted on by another run"},
	} {
		d := approve
		d.DecisionID = c.id
		forged[c.name] = s.decideByUpdate(d, 2*time.Hour+time.Duration(i)*time.Minute)
		s.env.RegisterDelayedCallback(func() {
			r := forged[c.name]
			s.Falsef(r.Done && r.Err == nil, "%s: taken", c.name)
			msg := ""
			if r.Rejected != nil {
				msg = r.Rejected.Error()
			} else if r.Err != nil {
				msg = r.Err.Error()
			}
			s.Containsf(msg, c.want, c.name)
			s.Equalf(models.InvoicePendingApproval, s.status().Status, "%s changed nothing", c.name)
		}, 2*time.Hour+time.Duration(i)*time.Minute+30*time.Second)
	}
	genuine := s.decideRecorded(approve, 3*time.Hour)

	out := s.run(models.PaySlip)

	s.Require().True(genuine.Done)
	s.NoError(genuine.Err)
	s.Equal(models.InvoicePaid, out.Status)
	s.Equal([]models.Confirmation{{InvoiceID: invoiceID, AdminRemark: "Deposit seen", DecidedBy: 1}}, s.confirmed)
	s.Equal(t0.Add(3*time.Hour), s.env.Now().UTC(), "paid when the admin decided, not before")
	s.Equal(8, s.book.Checks, "every decision naming a record is checked; one without is refused by the validator")
	s.False(s.book.Used(rejected) || s.book.Used(otherInvoice) || s.book.Used(otherRemark) || s.book.Used(otherAdmin) || s.book.Used(aRefund))
}
