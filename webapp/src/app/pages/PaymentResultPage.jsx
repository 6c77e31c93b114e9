import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import PaymentResult from '../../features/booking/components/PaymentResult.jsx';
import { clearGatewayCheckout } from '../../features/booking/checkoutStorage.js';

/** /payment-gate/success and /payment-gate/failed: where the card gateway sends the browser back. */
export default function PaymentResultPage({ status }) {
  useEffect(() => {
    clearGatewayCheckout();
  }, []);
  return (
    <section className="section">
      <Container className="payment-page">
        <PaymentResult status={status} />
      </Container>
    </section>
  );
}
