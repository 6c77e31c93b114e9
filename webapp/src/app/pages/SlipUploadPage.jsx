import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { Trans, useLingui } from '@lingui/react';
import PageHeader from '../../components/PageHeader.jsx';
import { alertSuccess } from '../../components/feedback/alertsSlice.js';
import { formatAmount } from '../../lib/format.js';
import { selectAuth } from '../../features/auth/authSlice.js';
import SlipUploadForm from '../../features/booking/components/SlipUploadForm.jsx';
import BankAccounts from '../../features/booking/components/BankAccounts.jsx';
import { loadSlipDetails } from '../../features/booking/checkoutStorage.js';
import { hasBookingDetails } from '../../features/booking/slipSchema.js';

/**
 * /slipupload (and /slip-upload, the booking response's spelling): upload the bank slip for a
 * booking. The booking details come from router state, else sessionStorage (a reload); without
 * them the consultee goes back to the dashboard.
 */
export default function SlipUploadPage() {
  const { _ } = useLingui();
  const { consulteeId } = useSelector(selectAuth);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const details = location.state?.details ?? loadSlipDetails();

  if (!hasBookingDetails(details)) return <Navigate to="/consulteedashboard" replace />;

  const onUploaded = (message) => {
    dispatch(alertSuccess(message));
    navigate('/consulteedashboard?tab=invoices', { replace: true });
  };

  return (
    <>
      <PageHeader
        title={_('booking.slipPage.title')}
        lead={_('booking.slipPage.lead')}
      />
      <section className="section pt-4">
        <Container>
          <Row className="g-4 flex-lg-row-reverse">
            <Col lg={5}>
              <Card className="how-to-pay">
                <Card.Body>
                  <h2 className="h5 mb-3">{_('booking.slipPage.howToPay')}</h2>
                  {details.totalAmount > 0 && (
                    <div className="amount-due mb-3">
                      <span className="text-muted small d-block">{_('booking.slipPage.amountToPay')}</span>
                      <strong>{formatAmount(details.totalAmount)}</strong>
                    </div>
                  )}
                  <ol className="small ps-3 mb-3">
                    <li>{_('booking.slipPage.step1')}</li>
                    <li>
                      <Trans id="booking.slipPage.step2" values={{ invoiceId: details.invoiceId }} components={{ 0: <strong /> }} />
                    </li>
                    <li>{_('booking.slipPage.step3')}</li>
                  </ol>
                  <BankAccounts />
                </Card.Body>
              </Card>
            </Col>
            <Col lg={7}>
              <Card className="form-card">
                <Card.Body>
                  <SlipUploadForm details={details} consulteeId={consulteeId} onUploaded={onUploaded} />
                </Card.Body>
              </Card>
            </Col>
          </Row>
        </Container>
      </section>
    </>
  );
}
