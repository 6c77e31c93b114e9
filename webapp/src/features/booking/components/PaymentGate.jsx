import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { Trans, useLingui } from '@lingui/react';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { formatAmount } from '../../../lib/format.js';
import { useInitiatePaymentMutation } from '../bookingApi.js';
import { gatewayCheckout } from '../bookingSlice.js';
import { loadGatewayCheckout, markGatewayPosted, wasGatewayPosted } from '../checkoutStorage.js';
import GatewayForm from './GatewayForm.jsx';

const DASHBOARD = '/consulteedashboard';

/** The gateway's amount ("2500.00", rupees) in cents, for formatAmount. */
const amountCents = (amount) => Math.round(Number(amount) * 100);

/**
 * The payment gate: posts the card gateway's checkout form automatically, once per
 * checkout; coming back to it (browser Back) shows the form's button instead of posting again.
 * The checkout comes from router state, else sessionStorage (a reload).
 */
export default function PaymentGate() {
  const { _ } = useLingui();
  const [initiatePayment] = useInitiatePaymentMutation();
  const location = useLocation();
  const formRef = useRef(null);
  const [checkout, setCheckout] = useState(() => location.state?.checkout ?? loadGatewayCheckout());
  const [failed, setFailed] = useState(null);
  const ready = Boolean(checkout?.request?.action && checkout?.request?.fields);
  const [posting, setPosting] = useState(() => ready && !wasGatewayPosted(checkout.attempt));

  // A checkout without its gateway request (only an invoice id): ask for one.
  useEffect(() => {
    if (ready || !checkout?.invoiceId) return;
    initiatePayment(checkout.invoiceId).then((result) => {
      if (result.data) {
        setCheckout(gatewayCheckout(checkout.invoiceId, result.data));
        setPosting(true);
      } else {
        setFailed({ message: result.error?.message }); // the server's reason, if it gave one
      }
    });
  }, [ready, checkout, initiatePayment]);

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
        <p className="mb-3">{failed.message || _('booking.gate.startFailed')}</p>
        <Link to={`${DASHBOARD}?tab=invoices`} className="btn btn-outline-danger">
          {_('booking.gate.backToDashboard')}
        </Link>
      </Alert>
    );
  }
  if (!ready) return <InlineSpinner label={_('booking.gate.preparing')} />;

  const { action, fields } = checkout.request;
  return (
    <Card className="payment-gate-card shadow-sm">
      <Card.Body className="p-4 p-sm-5 text-center">
        <div className="auth-icon" aria-hidden="true">
          <i className="bi bi-shield-lock" />
        </div>
        <h1 className="h3 mb-2">{_('booking.gate.title')}</h1>
        {posting ? (
          <p className="text-muted mb-4" role="status">
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
            {_('booking.gate.redirecting')}
          </p>
        ) : (
          <Alert variant="info" className="text-start">
            <Trans id="booking.gate.notComplete" components={{ 0: <strong /> }} />
          </Alert>
        )}
        <dl className="gateway-summary text-start mb-4">
          {fields.items && (
            <>
              <dt>{_('booking.gate.for')}</dt>
              <dd>{fields.items}</dd>
            </>
          )}
          {fields.order_id && (
            <>
              <dt>{_('booking.gate.order')}</dt>
              <dd>{fields.order_id}</dd>
            </>
          )}
          {fields.amount && (
            <>
              <dt>{_('booking.gate.amount')}</dt>
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
              {_('booking.gate.continue')}
            </Button>
            <Link to={DASHBOARD} className="btn btn-outline-secondary">
              {_('booking.gate.backToDashboard')}
            </Link>
          </div>
        </GatewayForm>
        <p className="small text-muted mt-3 mb-0">
          <i className="bi bi-lock me-1" aria-hidden="true" />
          {_('booking.gate.cardSafety')}
        </p>
      </Card.Body>
    </Card>
  );
}
