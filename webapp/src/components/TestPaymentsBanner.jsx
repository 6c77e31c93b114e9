import { useLingui } from '@lingui/react';

/**
 * "Test payments: no real money moves", above the top bar of every page of a site where no real money
 * moves (README, Test payments). Always rendered, so the pages pre-rendered at build time (src/shell)
 * and the app that takes them over draw the same markup; it shows only when the server marked the page
 * it served (`<html data-test-payments>`, api/webapp.go): styles.css hides it otherwise, which also takes
 * it out of the accessibility tree. A region landmark named by its text, so a screen reader lists it.
 */
export default function TestPaymentsBanner() {
  const { _ } = useLingui();
  return (
    <section className="test-payments-banner" aria-labelledby="test-payments-banner">
      <p id="test-payments-banner">{_('common.testPayments')}</p>
    </section>
  );
}
