import Container from 'react-bootstrap/Container';
import PaymentGate from '../../features/booking/components/PaymentGate.jsx';

/** /payment-gate: hands the card payment over to the gateway. */
export default function PaymentGatePage() {
  return (
    <section className="section">
      <Container className="payment-page">
        <PaymentGate />
      </Container>
    </section>
  );
}
