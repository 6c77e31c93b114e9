package payout

import (
	payoutacts "cerebro/activities/payout"
)

// The activities this area's workflows run, named by their methods: a nil
// pointer is enough, Temporal runs an activity by its method's name.
var (
	payoutActs *payoutacts.Activities
)
