package workflowstest

import (
	"go.temporal.io/sdk/testsuite"

	"cerebro/activities"
	checkoutacts "cerebro/activities/checkout"
	discoveryacts "cerebro/activities/discovery"
	gatewayacts "cerebro/activities/gateway"
	payoutacts "cerebro/activities/payout"
	profileacts "cerebro/activities/profile"
	refundacts "cerebro/activities/refund"
	sessionacts "cerebro/activities/session"
)

// Activities are every area's activities, empty: what a workflow test
// registers and mocks (env.OnActivity(acts.Checkout.ReserveSlots, …)), as
// the worker registers them.
type Activities struct {
	Decisions *activities.Decisions
	Checkout  *checkoutacts.Activities
	Session   *sessionacts.Activities
	Refund    *refundacts.Activities
	Profile   *profileacts.Activities
	Gateway   *gatewayacts.Activities
	Payout    *payoutacts.Activities
	Discovery *discoveryacts.Activities
}

// NewActivities are every area's activities with no dependencies: each
// activity a test runs is mocked.
func NewActivities() *Activities {
	return &Activities{Decisions: &activities.Decisions{}, Checkout: &checkoutacts.Activities{}, Session: &sessionacts.Activities{}, Refund: &refundacts.Activities{}, Profile: &profileacts.Activities{}, Gateway: &gatewayacts.Activities{}, Payout: &payoutacts.Activities{}, Discovery: &discoveryacts.Activities{}}
}

// Register registers every area's activities in a test environment.
func (a *Activities) Register(env *testsuite.TestWorkflowEnvironment) {
	env.RegisterActivity(a.Decisions)
	env.RegisterActivity(a.Checkout)
	env.RegisterActivity(a.Session)
	env.RegisterActivity(a.Refund)
	env.RegisterActivity(a.Profile)
	env.RegisterActivity(a.Gateway)
	env.RegisterActivity(a.Payout)
	env.RegisterActivity(a.Discovery)
}
