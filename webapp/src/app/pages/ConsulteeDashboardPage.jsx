import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import PageHeader from '../../components/PageHeader.jsx';
import { alertError } from '../../components/feedback/alertsSlice.js';
import { UNEXPECTED_ERROR_MESSAGE } from '../../lib/http.js';
import { selectAuth } from '../../features/auth/authSlice.js';
import { payInvoice } from '../../features/booking/bookingSlice.js';
import UpcomingBookings from '../../features/consultee/components/UpcomingBookings.jsx';
import PreviousBookings from '../../features/consultee/components/PreviousBookings.jsx';
import InvoiceList from '../../features/consultee/components/InvoiceList.jsx';
import { fetchPreviousBookings } from '../../features/consultee/consulteeSlice.js';
import RatingPrompt from '../../features/rating/components/RatingPrompt.jsx';
import RateBookingDialog from '../../features/rating/components/RateBookingDialog.jsx';
import { ROLES } from '../../lib/roles.js';

const TABS = ['upcoming', 'previous', 'invoices'];

/**
 * /consulteedashboard: Upcoming Bookings (default), Previous Bookings and My Invoice; the rating
 * modal opens by itself for the latest unrated session (spec §4), or from a Rate button.
 */
export default function ConsulteeDashboardPage() {
  const { consulteeId } = useSelector(selectAuth);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = TABS.includes(params.get('tab')) ? params.get('tab') : 'upcoming';
  const [rating, setRating] = useState(null);
  const reloadPrevious = () => dispatch(fetchPreviousBookings(consulteeId));

  const onPay = async (invoice) => {
    const result = await dispatch(payInvoice(invoice));
    if (payInvoice.fulfilled.match(result)) navigate(result.payload.to, { state: result.payload.state });
    else dispatch(alertError(result.payload?.message || UNEXPECTED_ERROR_MESSAGE));
  };

  return (
    <>
      <PageHeader title="My Appointment Dashboard" lead="Your sessions, countdowns and invoices in one place.">
        <div className="d-flex flex-wrap gap-2 mt-3">
          <Link to="/searchconsultant/" className="btn btn-accent">
            <i className="bi bi-calendar-plus me-2" aria-hidden="true" />
            Book a Cerebroslot
          </Link>
          <Link to="/mybookings" className="btn btn-outline-light">
            <i className="bi bi-list-check me-2" aria-hidden="true" />
            My Bookings
          </Link>
        </div>
      </PageHeader>
      <section className="section pt-4">
        <Container>
          <Tabs
            id="consultee-dashboard-tabs"
            activeKey={tab}
            onSelect={(key) => setParams(key === 'upcoming' ? {} : { tab: key }, { replace: true })}
            className="dashboard-tabs mb-4"
            mountOnEnter
          >
            <Tab eventKey="upcoming" title="Upcoming Bookings">
              <UpcomingBookings consulteeId={consulteeId} />
            </Tab>
            <Tab eventKey="previous" title="Previous Bookings">
              <PreviousBookings consulteeId={consulteeId} onRate={setRating} />
            </Tab>
            <Tab eventKey="invoices" title="My Invoice">
              <InvoiceList consulteeId={consulteeId} onPay={onPay} />
            </Tab>
          </Tabs>
          <RatingPrompt role={ROLES.CONSULTEE} profileId={consulteeId} onRated={reloadPrevious} />
          <RateBookingDialog
            role={ROLES.CONSULTEE}
            booking={rating}
            onDone={(rated) => {
              setRating(null);
              if (rated) reloadPrevious();
            }}
          />
        </Container>
      </section>
    </>
  );
}
