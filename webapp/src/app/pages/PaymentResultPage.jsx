import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import PaymentResult from '../../features/booking/components/PaymentResult.jsx';
import { clearGatewayCheckout, loadGatewayCheckout } from '../../features/booking/checkoutStorage.js';

/**
 * /payment-gate/success and /payment-gate/failed: where the card gateway sends the browser back, with
 * ?invoiceId= (else the invoice of this tab's checkout). What the page says comes from the invoice.
 */
export default function PaymentResultPage({ status }) {
  const [params] = useSearchParams();
  const [invoiceId] = useState(() => params.get('invoiceId') || loadGatewayCheckout()?.invoiceId || null);
  useEffect(() => {
    clearGatewayCheckout();
  }, []);
  return (
    <section className="section">
      <Container className="payment-page">
        <PaymentResult returned={status} invoiceId={invoiceId} />
      </Container>
    </section>
  );
}
