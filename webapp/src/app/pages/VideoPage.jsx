import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import { useLingui } from '@lingui/react';
import { selectAuth } from '../../features/auth/authSlice.js';
import MeetingView from '../../features/meeting/components/MeetingView.jsx';
import { rolePages } from '../../lib/roles.js';

/** /video/{id}: the session of a booking; leaving goes back to the role's dashboard. */
export default function VideoPage() {
  const { _ } = useLingui();
  const { id } = useParams();
  const auth = useSelector(selectAuth);
  const navigate = useNavigate();
  const dashboard = rolePages(auth.type)?.dashboard ?? '/';
  return (
    <section className="section video-page pt-4">
      <Container fluid="xl">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h1 className="h3 mb-0">
            <i className="bi bi-camera-video me-2 text-teal" aria-hidden="true" />
            {_('booking.video.title')}
          </h1>
          <Link to={dashboard} className="btn btn-outline-secondary btn-sm">
            <i className="bi bi-arrow-left me-1" aria-hidden="true" />
            {_('booking.video.myDashboard')}
          </Link>
        </div>
        <MeetingView
          bookingId={id}
          displayName={auth.user?.username || auth.username}
          onLeave={() => navigate(dashboard, { replace: true })}
        />
      </Container>
    </section>
  );
}
