// Package rules holds the business rules several areas share, as pure
// functions: money (the split, the card fee), time in Colombo, zones and
// languages, ages, sign-in limits, a session's presence, outcome, video
// events and reschedule window, payout periods and the refund windows the
// payout and the reschedule read. A rule only one area applies lives in
// that area (the refund policy in models/refund, the hoarding limits in
// models/checkout, availability in models/availability).
//
// Nothing here reads the clock, the database or the environment; the
// current instant is always a parameter. That keeps every rule
// deterministic, so workflow code can call it directly and tests can pin
// the boundaries to the second.
package rules
