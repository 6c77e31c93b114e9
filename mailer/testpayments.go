package mailer

import "context"

// TestPayments wraps the mailer of a site where test payments are in effect
// (config.Config.TestPayments: PAYHERE_MODE is not live): every message it
// sends says, above its text and on a strip of its HTML, in the reader's
// language, that no real money moves here (layout.tmpl's "test_payments").
// A receipt from a staging site must not read as a real one.
func TestPayments(next Mailer) Mailer { return testPayments{next} }

type testPayments struct{ next Mailer }

func (t testPayments) Send(ctx context.Context, m Message) error {
	m.Notice = TestPaymentsNotice(m.Lang)
	return t.next.Send(ctx, m)
}

// TestPaymentsNotice is the test-payments line in a language (English for
// one Cerebro does not write).
func TestPaymentsNotice(lang string) string {
	return layoutText(Reader{Lang: lang}.lang(), "test_payments")
}
