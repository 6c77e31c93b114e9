package workflows

import (
	"fmt"
	"reflect"
	"strings"
	"time"
	"unicode"

	"go.temporal.io/sdk/interceptor"
	"go.temporal.io/sdk/workflow"

	"cerebro/rules"
)

// Labels is the worker interceptor that names every activity a workflow
// schedules in words, for the operator reading its history in the Temporal
// UI: "Cancel booking (booking 47)", "Pay refund (refund 12)". A summary is
// metadata: it is not replayed, so labels change without a version gate.
type Labels struct {
	interceptor.WorkerInterceptorBase
}

// InterceptWorkflow labels the workflow's outbound calls.
func (Labels) InterceptWorkflow(_ workflow.Context, next interceptor.WorkflowInboundInterceptor) interceptor.WorkflowInboundInterceptor {
	return &labelsInbound{WorkflowInboundInterceptorBase: interceptor.WorkflowInboundInterceptorBase{Next: next}}
}

type labelsInbound struct {
	interceptor.WorkflowInboundInterceptorBase
}

func (i *labelsInbound) Init(outbound interceptor.WorkflowOutboundInterceptor) error {
	return i.Next.Init(&labelsOutbound{WorkflowOutboundInterceptorBase: interceptor.WorkflowOutboundInterceptorBase{Next: outbound}})
}

type labelsOutbound struct {
	interceptor.WorkflowOutboundInterceptorBase
}

func (o *labelsOutbound) ExecuteActivity(ctx workflow.Context, activityType string, args ...any) workflow.Future {
	if opts := workflow.GetActivityOptions(ctx); opts.Summary == "" {
		opts.Summary = ActivityLabel(activityType, args...)
		ctx = workflow.WithActivityOptions(ctx, opts)
	}
	return o.Next.ExecuteActivity(ctx, activityType, args...)
}

func (o *labelsOutbound) ExecuteLocalActivity(ctx workflow.Context, activityType string, args ...any) workflow.Future {
	if opts := workflow.GetLocalActivityOptions(ctx); opts.Summary == "" {
		opts.Summary = ActivityLabel(activityType, args...)
		ctx = workflow.WithLocalActivityOptions(ctx, opts)
	}
	return o.Next.ExecuteLocalActivity(ctx, activityType, args...)
}

// idOf names what a bare id argument is, by activity; an activity taking
// a struct names its ids by their fields (BookingID: "booking 47").
var idOf = map[string]string{
	"CompleteBooking":            "booking",
	"PayRefund":                  "refund",
	"ReopenFailedRefund":         "refund",
	"GatewayUnchecked":           "invoice",
	"FlagChargeback":             "invoice",
	"SendConsultantApprovedMail": "consultant",
	"UncheckedInvoices":          "at most",
}

// ActivityLabel is an activity's summary: its name in words and the ids it
// Acts on.
func ActivityLabel(activityType string, args ...any) string {
	var ids []string
	for _, a := range args {
		ids = append(ids, idsIn(idOf[activityType], a)...)
	}
	label := words(activityType)
	if len(ids) > 0 {
		label += " (" + strings.Join(ids, ", ") + ")"
	}
	return label
}

// words writes a Go name as a sentence: "SendBookingConfirmation" is
// "Send booking confirmation".
func words(name string) string {
	var b strings.Builder
	for i, r := range name {
		if i > 0 && unicode.IsUpper(r) {
			b.WriteByte(' ')
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// idsIn lists the ids an argument carries: a bare number named noun, or a
// struct's non-zero fields whose names end in ID.
func idsIn(noun string, arg any) []string {
	v := reflect.Indirect(reflect.ValueOf(arg))
	switch v.Kind() {
	case reflect.Int, reflect.Int64:
		if noun == "" {
			return nil
		}
		return []string{fmt.Sprintf("%s %d", noun, v.Int())}
	case reflect.Struct:
		var ids []string
		for i := range v.NumField() {
			f := v.Type().Field(i)
			name, ok := strings.CutSuffix(f.Name, "ID")
			if !ok || name == "" || !f.IsExported() || v.Field(i).IsZero() {
				continue
			}
			ids = append(ids, fmt.Sprintf("%s %v", strings.ToLower(words(name)), v.Field(i).Interface()))
		}
		return ids
	}
	return nil
}

// WaitFor is workflow.AwaitWithTimeout whose timer the Temporal UI names,
// and which the workflow's current details show while it waits: "Waiting
// for the card payment until 27 Nov 14:32 (Colombo time)". The label is
// metadata: the timer is the same command as before.
func WaitFor(ctx workflow.Context, wait time.Duration, what string, cond func() bool) (bool, error) {
	label := fmt.Sprintf("%s until %s (Colombo time)", what,
		workflow.Now(ctx).Add(wait).In(rules.Colombo).Format("2 Jan 2006 15:04:05"))
	workflow.SetCurrentDetails(ctx, label)
	return workflow.AwaitWithOptions(ctx, workflow.AwaitOptions{Timeout: wait, TimerOptions: workflow.TimerOptions{Summary: label}}, cond)
}

// SleepFor is workflow.Sleep with its timer named.
func SleepFor(ctx workflow.Context, wait time.Duration, what string) error {
	return workflow.NewTimerWithOptions(ctx, wait, workflow.TimerOptions{Summary: what}).Get(ctx, nil)
}
