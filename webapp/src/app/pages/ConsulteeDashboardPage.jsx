import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Container from 'react-bootstrap/Container';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import PageHeader from '../../components/PageHeader.jsx';
import { alertError } from '../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../lib/http.js';
import { selectAuth } from '../../features/auth/authSlice.js';
import { payInvoice } from '../../features/booking/bookingSlice.js';
import UpcomingSessions from '../../features/sessions/UpcomingSessions.jsx';
import { UnreadMessages } from '../../features/messages/index.js';
import PreviousBookings from '../../features/consultee/components/PreviousBookings.jsx';
import InvoiceList from '../../features/consultee/components/InvoiceList.jsx';
import RatingPrompt from '../../features/rating/components/RatingPrompt.jsx';
import { FavouritesCard } from '../../features/favourites/index.js';
import CalendarFeed from '../../features/calendar/components/CalendarFeed.jsx';
import RateBookingDialog from '../../features/rating/components/RateBookingDialog.jsx';
import { ROLES } from '../../lib/roles.js';

const TABS = ['upcoming', 'previous', 'invoices'];

/**
 * /consulteedashboard: Upcoming Bookings (default), Previous Bookings and My Invoice; the rating
 * modal opens by itself for the latest unrated session (so a
 * session gets rated while it is fresh), or from a Rate button.
 */
export default function ConsulteeDashboardPage() {
  const { _ } = useLingui();
  const { consulteeId } = useSelector(selectAuth);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = TABS.includes(params.get('tab')) ? params.get('tab') : 'upcoming';
  const [rating, setRating] = useState(null);

  const onPay = async (invoice) => {
    const result = await dispatch(payInvoice(invoice));
    if (payInvoice.fulfilled.match(result)) navigate(result.payload.to, { state: result.payload.state });
    else dispatch(alertError(result.payload?.message || unexpectedErrorMessage()));
  };

  return (
    <>
      <PageHeader title={_('consultee.dashboard.title')} lead={_('consultee.dashboard.lead')}>
        <div className="d-flex flex-wrap gap-2 mt-3">
          <Link to="/searchconsultant/" className="btn btn-accent">
            <i className="bi bi-calendar-plus me-2" aria-hidden="true" />
            {_('consultee.bookSlot')}
          </Link>
          <Link to="/mybookings" className="btn btn-outline-light">
            <i className="bi bi-list-check me-2" aria-hidden="true" />
            {_('consultee.myBookings.title')}
          </Link>
        </div>
      </PageHeader>
      <section className="section pt-4">
        <Container>
          <UnreadMessages />
          <Tabs
            id="consultee-dashboard-tabs"
            activeKey={tab}
            onSelect={(key) => setParams(key === 'upcoming' ? {} : { tab: key }, { replace: true })}
            className="dashboard-tabs mb-4"
            mountOnEnter
          >
            <Tab eventKey="upcoming" title={_('consultee.dashboard.upcoming')}>
              <UpcomingSessions viewer="consultee" profileId={consulteeId} />
            </Tab>
            <Tab eventKey="previous" title={_('consultee.dashboard.previous')}>
              <PreviousBookings consulteeId={consulteeId} onRate={setRating} />
            </Tab>
            <Tab eventKey="invoices" title={_('consultee.dashboard.invoices')}>
              <InvoiceList consulteeId={consulteeId} onPay={onPay} />
            </Tab>
          </Tabs>
          <FavouritesCard />
          <CalendarFeed />
          <RatingPrompt role={ROLES.CONSULTEE} profileId={consulteeId} />
          <RateBookingDialog
            role={ROLES.CONSULTEE}
            booking={rating}
            onDone={() => setRating(null)}
          />
        </Container>
      </section>
    </>
  );
}
