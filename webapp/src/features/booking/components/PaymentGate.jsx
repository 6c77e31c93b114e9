import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, Navigate, useLocation } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { formatAmount } from '../../../lib/format.js';
import { fetchGatewayRequest } from '../bookingSlice.js';
import { loadGatewayCheckout, markGatewayPosted, wasGatewayPosted } from '../checkoutStorage.js';
import GatewayForm from './GatewayForm.jsx';

const DASHBOARD = '/consulteedashboard';

/** The gateway's amount ("2500.00", rupees) in cents, for formatAmount. */
const amountCents = (amount) => Math.round(Number(amount) * 100);

/**
 * The payment gate (spec §4): posts the card gateway's checkout form automatically, once per
 * checkout; coming back to it (browser Back) shows the form's button instead of posting again.
 * The checkout comes from router state, else sessionStorage (a reload).
 */
export default function PaymentGate() {
  const dispatch = useDispatch();
  const location = useLocation();
  const formRef = useRef(null);
  const [checkout, setCheckout] = useState(() => location.state?.checkout ?? loadGatewayCheckout());
  const [failed, setFailed] = useState(null);
  const ready = Boolean(checkout?.request?.action && checkout?.request?.fields);
  const [posting, setPosting] = useState(() => ready && !wasGatewayPosted(checkout.attempt));

  // A checkout without its gateway request (only an invoice id): ask for one.
  useEffect(() => {
    if (ready || !checkout?.invoiceId) return;
    dispatch(fetchGatewayRequest(checkout.invoiceId)).then((result) => {
      if (fetchGatewayRequest.fulfilled.match(result)) {
        setCheckout(result.payload);
        setPosting(true);
      } else {
        setFailed(result.payload?.message || 'We could not start the payment. Please try again from your dashboard.');
      }
    });
  }, [ready, checkout, dispatch]);

  useEffect(() => {
    if (!ready || !posting || wasGatewayPosted(checkout.attempt)) return;
    markGatewayPosted(checkout.attempt);
    formRef.current?.submit();
  }, [ready, posting, checkout]);

  // Back from the gateway may restore this page as it was (back/forward cache): stop "posting".
  useEffect(() => {
    const onShow = (e) => {
      if (e.persisted) setPosting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  if (!checkout) return <Navigate to={DASHBOARD} replace />;
  if (failed) {
    return (
      <Alert variant="danger">
        <p className="mb-3">{failed}</p>
        <Link to={`${DASHBOARD}?tab=invoices`} className="btn btn-outline-danger">
          Back to My Dashboard
        </Link>
      </Alert>
    );
  }
  if (!ready) return <InlineSpinner label="Preparing your payment…" />;

  const { action, fields } = checkout.request;
  return (
    <Card className="payment-gate-card shadow-sm">
      <Card.Body className="p-4 p-sm-5 text-center">
        <div className="auth-icon" aria-hidden="true">
          <i className="bi bi-shield-lock" />
        </div>
        <h1 className="h3 mb-2">Secure card payment</h1>
        {posting ? (
          <p className="text-muted mb-4" role="status">
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            Taking you to PayHere’s secure payment page…
          </p>
        ) : (
          <Alert variant="info" className="text-start">
            Your payment is not complete yet. Continue to payment to pay now, or go back to your dashboard:
            you can pay later from <strong>My Invoice</strong> while the booking is pending.
          </Alert>
        )}
        <dl className="gateway-summary text-start mb-4">
          {fields.items && (
            <>
              <dt>For</dt>
              <dd>{fields.items}</dd>
            </>
          )}
          {fields.order_id && (
            <>
              <dt>Order</dt>
              <dd>{fields.order_id}</dd>
            </>
          )}
          {fields.amount && (
            <>
              <dt>Amount</dt>
              <dd className="fw-bold">
                {fields.currency === 'LKR' || !fields.currency ? formatAmount(amountCents(fields.amount)) : `${fields.amount} ${fields.currency}`}
              </dd>
            </>
          )}
        </dl>
        <GatewayForm ref={formRef} action={action} fields={fields}>
          <div className="d-grid gap-2">
            <Button type="submit" variant="accent" size="lg" onClick={() => markGatewayPosted(checkout.attempt)}>
              <i className="bi bi-credit-card me-2" aria-hidden="true" />
              Continue to payment
            </Button>
            <Link to={DASHBOARD} className="btn btn-outline-secondary">
              Back to My Dashboard
            </Link>
          </div>
        </GatewayForm>
        <p className="small text-muted mt-3 mb-0">
          <i className="bi bi-lock me-1" aria-hidden="true" />
          Card details are entered on PayHere’s page. Cerebro never sees or stores your card number.
        </p>
      </Card.Body>
    </Card>
  );
}
