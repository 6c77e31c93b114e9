import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import PageHeader from '../../components/PageHeader.jsx';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { alertError } from '../../components/feedback/alertsSlice.js';
import { selectAuth } from '../../features/auth/authSlice.js';
import {
  fetchConsultantPrevious,
  fetchConsultantProfile,
  selectConsultantProfile,
} from '../../features/consultant/consultantSlice.js';
import { STATUS } from '../../features/consultant/profileSchema.js';
import ReviewNotice from '../../features/consultant/components/ReviewNotice.jsx';
import UpcomingAppointments from '../../features/consultant/components/UpcomingAppointments.jsx';
import PreviousAppointments from '../../features/consultant/components/PreviousAppointments.jsx';
import TimeSlots from '../../features/consultant/components/TimeSlots.jsx';
import Earnings from '../../features/consultant/components/Earnings.jsx';
import MyPayouts from '../../features/payouts/MyPayouts.jsx';
import { checkMeetingLive, MEETING_EXPIRED } from '../../features/meeting/meetingSlice.js';
import RatingPrompt from '../../features/rating/components/RatingPrompt.jsx';
import RateBookingDialog from '../../features/rating/components/RateBookingDialog.jsx';
import { ROLES } from '../../lib/roles.js';

const TABS = ['upcoming', 'previous', 'slots', 'earnings'];

/**
 * /consultantdashboard: the review notice until the profile is VERIFIED, then Upcoming Appointments
 * (default), Previous Appointments, Time Slots and My Earnings; the rating prompt at load.
 */
export default function ConsultantDashboardPage() {
  const { consultantId } = useSelector(selectAuth);
  const profile = useSelector(selectConsultantProfile);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [rating, setRating] = useState(null);
  const tab = TABS.includes(params.get('tab')) ? params.get('tab') : 'upcoming';

  const loadProfile = useCallback(() => dispatch(fetchConsultantProfile(consultantId)), [consultantId, dispatch]);
  useEffect(() => {
    loadProfile();
  }, [loadProfile]);

  const onJoin = async (booking) => {
    const result = await dispatch(checkMeetingLive(booking.id));
    if (result.payload === true) navigate(`/video/${booking.id}`);
    else dispatch(alertError(MEETING_EXPIRED));
  };
  const reloadPrevious = () => dispatch(fetchConsultantPrevious(consultantId));

  const data = profile.data && String(profile.data.id) === String(consultantId) ? profile.data : null;
  let body;
  if (!data && profile.status === 'failed') {
    body = (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>We could not load your profile.</span>
        <Button variant="outline-danger" size="sm" onClick={loadProfile}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!data) {
    body = <InlineSpinner label="Loading your dashboard…" />;
  } else if (data.status !== STATUS.VERIFIED) {
    body = <ReviewNotice />;
  } else {
    body = (
      <>
        <Tabs
          id="consultant-dashboard-tabs"
          activeKey={tab}
          onSelect={(key) => setParams(key === 'upcoming' ? {} : { tab: key }, { replace: true })}
          className="dashboard-tabs dashboard-tabs-grid mb-4"
          mountOnEnter
        >
          <Tab eventKey="upcoming" title="Upcoming Appointments">
            <UpcomingAppointments consultantId={consultantId} onJoin={onJoin} />
          </Tab>
          <Tab eventKey="previous" title="Previous Appointments">
            <PreviousAppointments consultantId={consultantId} onRate={setRating} />
          </Tab>
          <Tab eventKey="slots" title="Time Slots">
            <TimeSlots profile={data} />
          </Tab>
          <Tab eventKey="earnings" title="My Earnings">
            <Earnings consultantId={consultantId} />
            <MyPayouts consultantId={consultantId} />
          </Tab>
        </Tabs>
        <RatingPrompt role={ROLES.CONSULTANT} profileId={consultantId} onRated={reloadPrevious} />
        <RateBookingDialog
          role={ROLES.CONSULTANT}
          booking={rating}
          onDone={(rated) => {
            setRating(null);
            if (rated) reloadPrevious();
          }}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Consultant Dashboard" lead="Your appointments, time slots and earnings in one place.">
        <div className="d-flex flex-wrap gap-2 mt-3">
          <Link to="/updateconsultant" className="btn btn-outline-light">
            <i className="bi bi-person-gear me-2" aria-hidden="true" />
            My Profile
          </Link>
          {data?.status === STATUS.VERIFIED && (
            <Link to={`/profile/${consultantId}`} className="btn btn-outline-light">
              <i className="bi bi-eye me-2" aria-hidden="true" />
              View my public profile
            </Link>
          )}
        </div>
      </PageHeader>
      <section className="section pt-4">
        <Container>{body}</Container>
      </section>
    </>
  );
}
