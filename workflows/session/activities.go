package session

import (
	refundacts "cerebro/activities/refund"
	sessionacts "cerebro/activities/session"
)

// The activities this area's workflows run, named by their methods: a nil
// pointer is enough, Temporal runs an activity by its method's name.
var (
	refundActs  *refundacts.Activities
	sessionActs *sessionacts.Activities
)
