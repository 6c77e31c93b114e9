package models

// decider is the admin's user id as stored: NULL when no one decided.
func decider(userID int64) *int64 {
	if userID <= 0 {
		return nil
	}
	return &userID
}
