import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import { selectAuth } from '../../features/auth/authSlice.js';
import MeetingView from '../../features/meeting/components/MeetingView.jsx';
import { rolePages } from '../../lib/roles.js';

/** /video/{id}: the session of a booking; leaving goes back to the role's dashboard. */
export default function VideoPage() {
  const { id } = useParams();
  const auth = useSelector(selectAuth);
  const navigate = useNavigate();
  const dashboard = rolePages(auth.type)?.dashboard ?? '/';
  return (
    <section className="section video-page pt-4">
      <Container fluid="xl">
        <h1 className="h3 mb-3">
          <i className="bi bi-camera-video me-2 text-teal" aria-hidden="true" />
          Video Session
        </h1>
        <MeetingView
          bookingId={id}
          displayName={auth.user?.username || auth.username}
          onLeave={() => navigate(dashboard, { replace: true })}
        />
      </Container>
    </section>
  );
}
