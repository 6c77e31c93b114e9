import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useParams, Link } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import ConsultantProfileCard from '../../features/search/ConsultantProfileCard.jsx';
import { consultantName } from '../../features/search/searchApi.js';
import BookingPanel from '../../features/booking/components/BookingPanel.jsx';
import ReviewList from '../../features/search/ReviewList.jsx';
import { selectAuth } from '../../features/auth/authSlice.js';
import { ROLES } from '../../lib/roles.js';

/** /profile/{id}: a consultant's profile, availability by date and booking. */
export default function ConsultantProfilePage() {
  const { id } = useParams();
  const auth = useSelector(selectAuth);
  // The name of the profile shown, once its card has loaded it.
  const [loaded, setLoaded] = useState({ id: null, name: '' });
  const name = loaded.id === id ? loaded.name : '';
  const viewer = {
    loggedIn: auth.loggedIn,
    isConsultee: auth.type === ROLES.CONSULTEE,
    consulteeId: auth.consulteeId,
  };
  return (
    <section className="section">
      <Container>
        <nav aria-label="breadcrumb" className="mb-3">
          <Link to="/searchconsultant/" className="small">
            <i className="bi bi-arrow-left me-1" aria-hidden="true" />
            All consultants
          </Link>
        </nav>
        <ConsultantProfileCard consultantId={id} onLoaded={(c) => setLoaded({ id, name: consultantName(c) })} />
        {/* Below the card once it has loaded: appearing under it, the panel never jumps down. */}
        {loaded.id === id && (
          <div className="mt-4">
            <BookingPanel consultantId={id} consultantName={name} viewer={viewer} />
          </div>
        )}
        {loaded.id === id && <ReviewList consultantId={id} />}
      </Container>
    </section>
  );
}
