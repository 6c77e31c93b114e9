package privacy

// Parts are the areas this package knows, in the order they erase: the
// uploads before the profiles that name their images, the account last.
// Another area adds its own Part through New (models/stores).
func Parts() []Part {
	return []Part{
		{Name: "uploads", Export: exportUploads, Files: uploadedFiles, Erase: eraseUploads},
		{Name: "profile", Export: exportProfile, Erase: eraseProfile},
		{Name: "bookings", Export: exportBookings, Refuse: refuseBookings},
		{Name: "invoices", Export: exportInvoices, Refuse: refuseInvoices},
		{Name: "refunds", Export: exportRefunds, Refuse: refuseRefunds, Erase: eraseRefundAccounts},
		{Name: "payouts", Export: exportPayouts, Refuse: refusePayouts, Erase: erasePayoutAccounts},
		{Name: "ratings", Export: exportRatings},
		{Name: "account", Export: exportAccount, Erase: eraseAccount},
	}
}
