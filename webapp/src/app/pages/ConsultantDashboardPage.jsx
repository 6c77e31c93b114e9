import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import PageHeader from '../../components/PageHeader.jsx';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { selectAuth } from '../../features/auth/authSlice.js';
import { useOwnConsultantProfile } from '../../features/consultant/consultantApi.js';
import { STATUS } from '../../features/consultant/profileSchema.js';
import ReviewNotice from '../../features/consultant/components/ReviewNotice.jsx';
import PreviousAppointments from '../../features/consultant/components/PreviousAppointments.jsx';
import TimeSlots from '../../features/consultant/components/TimeSlots.jsx';
import Earnings from '../../features/consultant/components/Earnings.jsx';
import MyPayouts from '../../features/payouts/MyPayouts.jsx';
import { MonthlyStatement } from '../../features/documents/index.js';
import UpcomingSessions from '../../features/sessions/UpcomingSessions.jsx';
import { UnreadMessages } from '../../features/messages/index.js';
import RatingPrompt from '../../features/rating/components/RatingPrompt.jsx';
import CalendarFeed from '../../features/calendar/components/CalendarFeed.jsx';
import RateBookingDialog from '../../features/rating/components/RateBookingDialog.jsx';
import { CredentialsPanel } from '../../features/credentials/index.js';
import { ROLES } from '../../lib/roles.js';

const TABS = ['upcoming', 'previous', 'slots', 'earnings'];

/**
 * /consultantdashboard: the review notice until the profile is VERIFIED (asked again every minute
 * meanwhile), then Upcoming Appointments (default), Previous Appointments, Time Slots and My
 * Earnings; the rating prompt at load. A regulated professional's registration above either.
 */
export default function ConsultantDashboardPage() {
  const { _ } = useLingui();
  const { consultantId } = useSelector(selectAuth);
  const [params, setParams] = useSearchParams();
  const [rating, setRating] = useState(null);
  const tab = TABS.includes(params.get('tab')) ? params.get('tab') : 'upcoming';

  const { data: profile, isError, refetch } = useOwnConsultantProfile(consultantId);
  const verified = profile?.status === STATUS.VERIFIED;

  let body;
  if (!profile && isError) {
    body = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{_('consultant.dashboard.profileFailed')}</span>
        <Button variant="outline-danger" size="sm" onClick={refetch}>
          {_('consultant.tryAgain')}
        </Button>
      </Alert>
    );
  } else if (!profile) {
    body = <InlineSpinner label={_('consultant.dashboard.loading')} />;
  } else if (!verified) {
    body = <ReviewNotice />;
  } else {
    body = (
      <>
        <UnreadMessages />
        <Tabs
          id="consultant-dashboard-tabs"
          activeKey={tab}
          onSelect={(key) => setParams(key === 'upcoming' ? {} : { tab: key }, { replace: true })}
          className="dashboard-tabs dashboard-tabs-grid mb-4"
          mountOnEnter
        >
          <Tab eventKey="upcoming" title={_('consultant.dashboard.upcoming')}>
            <UpcomingSessions viewer="consultant" profileId={consultantId} />
          </Tab>
          <Tab eventKey="previous" title={_('consultant.dashboard.previous')}>
            <PreviousAppointments consultantId={consultantId} onRate={setRating} />
          </Tab>
          <Tab eventKey="slots" title={_('consultant.dashboard.slots')}>
            <TimeSlots profile={profile} />
          </Tab>
          <Tab eventKey="earnings" title={_('consultant.dashboard.earnings')}>
            <Earnings consultantId={consultantId} />
            <MyPayouts consultantId={consultantId} />
            <MonthlyStatement />
          </Tab>
        </Tabs>
        <CalendarFeed />
        <RatingPrompt role={ROLES.CONSULTANT} profileId={consultantId} />
        <RateBookingDialog
          role={ROLES.CONSULTANT}
          booking={rating}
          onDone={() => setRating(null)}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={_('consultant.dashboard.title')} lead={_('consultant.dashboard.lead')}>
        <div className="d-flex flex-wrap gap-2 mt-3">
          <Link to="/updateconsultant" className="btn btn-outline-light">
            <i className="bi bi-person-gear me-2" aria-hidden="true" />
            {_('consultant.dashboard.myProfile')}
          </Link>
          {verified && (
            <Link to={`/profile/${consultantId}`} className="btn btn-outline-light">
              <i className="bi bi-eye me-2" aria-hidden="true" />
              {_('consultant.dashboard.publicProfile')}
            </Link>
          )}
        </div>
      </PageHeader>
      <section className="section pt-4">
        <Container>
          {profile && <CredentialsPanel consultantId={consultantId} />}
          {body}
        </Container>
      </section>
    </>
  );
}
