import { Suspense } from 'react';
import { useSelector } from 'react-redux';
import { useParams, Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Container from 'react-bootstrap/Container';
import ConsultantProfileCard from '../../features/search/ConsultantProfileCard.jsx';
import { consultantName } from '../../features/search/searchApi.js';
import { useConsultantQuery } from '../../features/search/discoveryApi.js';
import BookingPanel from '../../features/booking/components/BookingPanel.jsx';
import ReviewList from '../../features/search/ReviewList.jsx';
import { selectAuth } from '../../features/auth/authSlice.js';
import { ROLES } from '../../lib/roles.js';
import ReviewActions from '../../features/reviews/ReviewActions.jsx';
import { isProfileOwner } from '../../features/reviews/reviewRules.js';
import { lazyWith } from '../../i18n/index.js';

// A consultee's favourite and "tell me when" buttons, with their texts: fetched only for consultees.
const KeepConsultant = lazyWith(['favourites'], () =>
  import('../../features/favourites/components/KeepConsultant.jsx'),
);

/** /profile/{id}: a consultant's profile, availability by date and booking. */
export default function ConsultantProfilePage() {
  const { _ } = useLingui();
  const { id } = useParams();
  const auth = useSelector(selectAuth);
  // The same request as the card's: the booking panel and reviews come once the profile is there.
  const { currentData: consultant } = useConsultantQuery(id);
  const viewer = {
    loggedIn: auth.loggedIn,
    isConsultee: auth.type === ROLES.CONSULTEE,
    consulteeId: auth.consulteeId,
  };
  // Who may answer (the profile's consultant) or report (anyone signed in) a review.
  const reviewer = { loggedIn: auth.loggedIn, owner: isProfileOwner(auth, id) };
  return (
    <section className="section">
      <Container>
        <nav aria-label={_('public.profile.breadcrumb')} className="mb-3">
          <Link to="/searchconsultant/" className="small">
            <i className="bi bi-arrow-left me-1" aria-hidden="true" />
            {_('public.profile.allConsultants')}
          </Link>
        </nav>
        <ConsultantProfileCard consultantId={id} />
        {viewer.isConsultee && viewer.consulteeId && (
          <Suspense fallback={null}>
            <KeepConsultant consultantId={id} />
          </Suspense>
        )}
        {/* Below the card once it has loaded: appearing under it, the panel never jumps down. */}
        {consultant && (
          <div className="mt-4">
            <BookingPanel consultantId={id} consultantName={consultantName(consultant)} viewer={viewer}>
              <ReviewList consultantId={id} actions={(review) => <ReviewActions review={review} viewer={reviewer} />} />
            </BookingPanel>
          </div>
        )}
      </Container>
    </section>
  );
}
