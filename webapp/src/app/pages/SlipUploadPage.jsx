import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
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
        title="Upload Payment Slip"
        lead="Pay into our bank account, then upload a photo of the slip. Your booking is confirmed once our team has checked it."
      />
      <section className="section pt-4">
        <Container>
          <Row className="g-4 flex-lg-row-reverse">
            <Col lg={5}>
              <Card className="how-to-pay">
                <Card.Body>
                  <h2 className="h5 mb-3">How to pay</h2>
                  {details.totalAmount > 0 && (
                    <div className="amount-due mb-3">
                      <span className="text-muted small d-block">Amount to pay</span>
                      <strong>{formatAmount(details.totalAmount)}</strong>
                    </div>
                  )}
                  <ol className="small ps-3 mb-3">
                    <li>Deposit or transfer the amount to the account below.</li>
                    <li>Write your invoice ID <strong>{details.invoiceId}</strong> on the slip or as the transfer reference.</li>
                    <li>Upload a clear photo or scan of the slip here.</li>
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
