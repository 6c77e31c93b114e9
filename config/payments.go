package config

import "cerebro/payments"

// TestPaymentsAllowed is the one value CEREBRO_TEST_PAYMENTS takes: a
// production site that takes PayHere's sandbox on purpose (a staging site).
const TestPaymentsAllowed = "allowed"

// TestPayments says whether this site moves no real money: PAYHERE_MODE is
// not live (the simulator or PayHere's sandbox; in production that is a
// staging site with CEREBRO_TEST_PAYMENTS=allowed, see paymentProblems).
// Then every page and every mail says so, and no consultant payouts are
// opened: they would pay real money for test payments.
func (c Config) TestPayments() bool { return c.PayHere.Mode != payments.ModeLive }

// readTestPayments reads CEREBRO_TEST_PAYMENTS: empty, or allowed.
func readTestPayments(r *reader) bool {
	v := r.str("CEREBRO_TEST_PAYMENTS", "")
	r.check(v == "" || v == TestPaymentsAllowed, "CEREBRO_TEST_PAYMENTS",
		`must be empty or "allowed" (a staging site in production that takes PayHere's sandbox) (got "`+v+`")`)
	return v == TestPaymentsAllowed
}

// checkLiveIsProduction refuses real money outside production: development
// takes laptop defaults (the admin's password, the development JWT secret)
// that production refuses.
func checkLiveIsProduction(r *reader, c Config) {
	r.check(c.PayHere.Mode != payments.ModeLive || c.Env == EnvProduction, "PAYHERE_MODE",
		"is live but CEREBRO_ENV is development (or unset): a site that takes real money is production; set CEREBRO_ENV=production")
}

// paymentProblems is what production refuses about payments: the simulator
// always; PayHere's sandbox unless the site says it is a staging site
// (CEREBRO_TEST_PAYMENTS=allowed), since its public test cards confirm
// bookings whose consultants would then be paid real money; and
// CEREBRO_TEST_PAYMENTS=allowed on a live site, which is not a staging site.
func paymentProblems(c Config, add func(bad bool, name, why string)) {
	add(c.PayHere.Mode == payments.ModeSimulator, "PAYHERE_MODE",
		"must be sandbox or live: the simulator takes no money and accepts anyone's payments")
	add(c.PayHere.Mode == payments.ModeSandbox && !c.PayHere.TestPaymentsAllowed, "PAYHERE_MODE",
		"is sandbox: PayHere's public test cards would confirm bookings and their consultants would be paid real money; "+
			"set live, or CEREBRO_TEST_PAYMENTS=allowed on a staging site")
	add(c.PayHere.Mode == payments.ModeLive && c.PayHere.TestPaymentsAllowed, "CEREBRO_TEST_PAYMENTS",
		"must be empty when PAYHERE_MODE is live: allowed marks a staging site that takes PayHere's sandbox, and this site takes real money")
}
