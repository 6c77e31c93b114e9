// Package rules holds Cerebro's business rules as pure functions: money
// split, age limit, availability expansion and the refund policy.
//
// Nothing here reads the clock, the database or the environment; the
// current instant is always a parameter. That keeps every rule
// deterministic, so workflow code can call it directly and tests can pin
// the boundaries to the second.
package rules
