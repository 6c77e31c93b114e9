package models

// Decider is an admin's user id as stored: NULL when no one decided (a
// default applied, or a workflow decided by the clock).
func Decider(userID int64) *int64 {
	if userID <= 0 {
		return nil
	}
	return &userID
}

// ClipText keeps at most n runes of s: a column's limit on a text a person
// or a gateway wrote (a reason, a note).
func ClipText(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}
