package models

// PayoutRun is the payouts workflow's record of a period opened
// (models/payout's Store.Open): an activity's result in workflow histories,
// so it stays here with the other types workflows carry.
type PayoutRun struct {
	Opened  int   `json:"opened"`  // payouts created
	Total   int64 `json:"total"`   // their sum, in cents
	Carried int   `json:"carried"` // consultants whose balance was nothing or less, had no bank details, or a change awaiting confirmation
	// Skipped says why nothing was opened on purpose (test payments: no real
	// money came in, so none is paid out); empty when the period was opened.
	Skipped string `json:"skipped,omitempty"`
}
