package rules

import "time"

// WatchQuiet is how long a consultant must stop publishing availability
// before the consultees watching them are told: a week is often published a
// day at a time, and one mail tells of it all (CEREBRO_WATCH_QUIET).
const WatchQuiet = 2 * time.Minute
