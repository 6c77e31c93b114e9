package checkout

import (
	checkoutacts "cerebro/activities/checkout"
)

// The activities this area's workflows run, named by their methods: a nil
// pointer is enough, Temporal runs an activity by its method's name.
var (
	checkoutActs *checkoutacts.Activities
)
