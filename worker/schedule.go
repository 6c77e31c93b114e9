package worker

import (
	"context"
	"errors"
	"time"

	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/temporal"

	"cerebro/rules"
	discoverywf "cerebro/workflows/discovery"
	gatewaywf "cerebro/workflows/gateway"
	payoutwf "cerebro/workflows/payout"
	phonewf "cerebro/workflows/phone"
	profilewf "cerebro/workflows/profile"
)

// ensureSchedule creates a Schedule, or brings the one with its ID to opts:
// every worker calls the Ensure functions at start, so a changed setting
// (CEREBRO_PAYOUT_PERIOD) or a new release's spec reaches the Schedule with
// the first worker that has it. Its pause, notes and recent runs are kept.
func ensureSchedule(ctx context.Context, c client.Client, opts client.ScheduleOptions) error {
	_, err := c.ScheduleClient().Create(ctx, opts)
	if !errors.Is(err, temporal.ErrScheduleAlreadyRunning) {
		return err
	}
	return c.ScheduleClient().GetHandle(ctx, opts.ID).Update(ctx, client.ScheduleUpdateOptions{
		DoUpdate: func(in client.ScheduleUpdateInput) (*client.ScheduleUpdate, error) {
			s := in.Description.Schedule
			s.Spec, s.Action = &opts.Spec, opts.Action
			if s.Policy == nil {
				s.Policy = &client.SchedulePolicies{}
			}
			s.Policy.Overlap, s.Policy.CatchupWindow = opts.Overlap, opts.CatchupWindow
			return &client.ScheduleUpdate{Schedule: &s}, nil
		},
	})
}

// EnsureReconciler creates the payments-reconciler Schedule (ReconcilePayments
// every workflows.ReconcileEvery) unless it exists. Every worker calls it at
// start, so a fresh Temporal gets it with the first worker; a run still going
// when the next is due is not doubled (overlap SKIP).
func EnsureReconciler(ctx context.Context, c client.Client, taskQueue string) error {
	return ensureSchedule(ctx, c, client.ScheduleOptions{
		ID:      gatewaywf.ReconcilerScheduleID,
		Spec:    client.ScheduleSpec{Intervals: []client.ScheduleIntervalSpec{{Every: gatewaywf.ReconcileEvery}}},
		Overlap: enumspb.SCHEDULE_OVERLAP_POLICY_SKIP,
		Action: &client.ScheduleWorkflowAction{
			ID:                       gatewaywf.ReconcilerScheduleID,
			Workflow:                 gatewaywf.ReconcilePayments,
			TaskQueue:                taskQueue,
			WorkflowExecutionTimeout: 10 * gatewaywf.ReconcileEvery,
		},
	})
}

// payoutSpec is when the payouts of a period are opened: 00:30 Colombo time
// after it ends (the 1st of the month, or Monday).
func payoutSpec(period string) client.ScheduleSpec {
	cal := client.ScheduleCalendarSpec{Hour: []client.ScheduleRange{{Start: 0}}, Minute: []client.ScheduleRange{{Start: 30}},
		DayOfMonth: []client.ScheduleRange{{Start: 1}}, Month: []client.ScheduleRange{{Start: 1, End: 12}},
		DayOfWeek: []client.ScheduleRange{{Start: 0, End: 6}}}
	if period == rules.PayoutWeekly {
		cal.DayOfMonth = []client.ScheduleRange{{Start: 1, End: 31}}
		cal.DayOfWeek = []client.ScheduleRange{{Start: 1}}
	}
	return client.ScheduleSpec{Calendars: []client.ScheduleCalendarSpec{cal}, TimeZoneName: "Asia/Colombo"}
}

// EnsurePayoutSchedule creates the consultant-payouts Schedule
// (OpenConsultantPayouts after each period) unless it exists. A missed run
// (the cluster down at 00:30) is caught up within a day.
func EnsurePayoutSchedule(ctx context.Context, c client.Client, taskQueue, period string) error {
	return ensureSchedule(ctx, c, client.ScheduleOptions{
		ID:            payoutwf.PayoutScheduleID,
		Spec:          payoutSpec(period),
		Overlap:       enumspb.SCHEDULE_OVERLAP_POLICY_SKIP,
		CatchupWindow: 24 * time.Hour,
		Action: &client.ScheduleWorkflowAction{
			ID:        payoutwf.PayoutScheduleID,
			Workflow:  payoutwf.OpenConsultantPayouts,
			Args:      []any{period},
			TaskQueue: taskQueue,
		},
	})
}

// EnsureUploadCleaner creates the uploads-cleaner Schedule (CleanUploads
// daily at 03:15 Colombo time, when nobody is uploading) unless it exists.
func EnsureUploadCleaner(ctx context.Context, c client.Client, taskQueue string) error {
	return ensureSchedule(ctx, c, client.ScheduleOptions{
		ID: profilewf.UploadCleanerScheduleID,
		Spec: client.ScheduleSpec{TimeZoneName: "Asia/Colombo", Calendars: []client.ScheduleCalendarSpec{{
			Hour: []client.ScheduleRange{{Start: 3}}, Minute: []client.ScheduleRange{{Start: 15}},
			DayOfMonth: []client.ScheduleRange{{Start: 1, End: 31}}, Month: []client.ScheduleRange{{Start: 1, End: 12}},
			DayOfWeek: []client.ScheduleRange{{Start: 0, End: 6}}}}},
		Overlap:       enumspb.SCHEDULE_OVERLAP_POLICY_SKIP,
		CatchupWindow: 24 * time.Hour,
		Action: &client.ScheduleWorkflowAction{
			ID:        profilewf.UploadCleanerScheduleID,
			Workflow:  profilewf.CleanUploads,
			TaskQueue: taskQueue,
		},
	})
}

// EnsureCredentialSweep creates the credential-expiry-sweep Schedule
// (SweepCredentials daily at 06:00 Colombo time, so the warnings arrive in
// the morning and a registration lapses on the day after its expiry date).
func EnsureCredentialSweep(ctx context.Context, c client.Client, taskQueue string) error {
	return ensureSchedule(ctx, c, client.ScheduleOptions{
		ID: profilewf.CredentialSweepScheduleID,
		Spec: client.ScheduleSpec{TimeZoneName: "Asia/Colombo", Calendars: []client.ScheduleCalendarSpec{{
			Hour: []client.ScheduleRange{{Start: 6}}, Minute: []client.ScheduleRange{{Start: 0}},
			DayOfMonth: []client.ScheduleRange{{Start: 1, End: 31}}, Month: []client.ScheduleRange{{Start: 1, End: 12}},
			DayOfWeek: []client.ScheduleRange{{Start: 0, End: 6}}}}},
		Overlap:       enumspb.SCHEDULE_OVERLAP_POLICY_SKIP,
		CatchupWindow: 24 * time.Hour,
		Action: &client.ScheduleWorkflowAction{
			ID:        profilewf.CredentialSweepScheduleID,
			Workflow:  profilewf.SweepCredentials,
			TaskQueue: taskQueue,
		},
	})
}

// EnsureDiscoveryRefresher creates the discovery-refresher Schedule
// (RefreshDiscovery every five minutes) unless it exists. A missed run needs
// no catching up: the next one does the same work.
func EnsureDiscoveryRefresher(ctx context.Context, c client.Client, taskQueue string) error {
	return ensureSchedule(ctx, c, client.ScheduleOptions{
		ID:            discoverywf.DiscoveryRefresherScheduleID,
		Spec:          client.ScheduleSpec{Intervals: []client.ScheduleIntervalSpec{{Every: discoverywf.DiscoveryRefreshEvery}}},
		Overlap:       enumspb.SCHEDULE_OVERLAP_POLICY_SKIP,
		CatchupWindow: time.Minute,
		Action: &client.ScheduleWorkflowAction{
			ID:        discoverywf.DiscoveryRefresherScheduleID,
			Workflow:  discoverywf.RefreshDiscovery,
			TaskQueue: taskQueue,
		},
	})
}

// EnsureTextSweep creates the text-outbox-sweep Schedule (SweepTexts every
// five minutes: the night's held texts go at 07:00 Colombo time) unless it
// exists. A missed run needs no catching up: the next sends what is due.
func EnsureTextSweep(ctx context.Context, c client.Client, taskQueue string) error {
	return ensureSchedule(ctx, c, client.ScheduleOptions{
		ID:            phonewf.TextSweepScheduleID,
		Spec:          client.ScheduleSpec{Intervals: []client.ScheduleIntervalSpec{{Every: phonewf.TextSweepEvery}}},
		Overlap:       enumspb.SCHEDULE_OVERLAP_POLICY_SKIP,
		CatchupWindow: time.Minute,
		Action: &client.ScheduleWorkflowAction{
			ID:        phonewf.TextSweepScheduleID,
			Workflow:  phonewf.SweepTexts,
			TaskQueue: taskQueue,
		},
	})
}
