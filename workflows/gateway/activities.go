package gateway

import (
	checkoutacts "cerebro/activities/checkout"
	gatewayacts "cerebro/activities/gateway"
	refundacts "cerebro/activities/refund"
)

// The activities this area's workflows run, named by their methods: a nil
// pointer is enough, Temporal runs an activity by its method's name.
var (
	checkoutActs *checkoutacts.Activities
	gatewayActs  *gatewayacts.Activities
	refundActs   *refundacts.Activities
)
