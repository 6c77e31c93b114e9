package rules

import "time"

// RefundCutoff is how long before a slot's start a consultee must cancel
// to be refunded in full without review, as the published refund policy
// promises.
const RefundCutoff = 24 * time.Hour

// FaultReportWindow is how long after a slot's end a consultee may still
// claim a refund for something that went wrong in it. It bounds
// technical faults, consultant no-shows and unsatisfactory sessions
// alike, so every after-the-fact claim closes at the same moment.
// Seven days: the refund policy page, the FAQ and the README say the same.
const FaultReportWindow = 7 * 24 * time.Hour
