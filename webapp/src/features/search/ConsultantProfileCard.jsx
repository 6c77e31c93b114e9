import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Avatar from '../../components/Avatar.jsx';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import StarRating from '../../components/StarRating.jsx';
import { formatPrice } from '../../lib/format.js';
import { consultantName, searchApi } from './searchApi.js';

/** A consultant's public profile card, loaded by id; `onLoaded(consultant)` once it is. */
export default function ConsultantProfileCard({ consultantId, onLoaded }) {
  // What was loaded, and for which id: another id is loading until its answer comes.
  const [loaded, setLoaded] = useState({ id: null, status: 'loading', consultant: null });
  const state = loaded.id === consultantId ? loaded : { status: 'loading', consultant: null };
  const notify = useRef(onLoaded);
  useEffect(() => {
    notify.current = onLoaded;
  });

  useEffect(() => {
    let live = true;
    searchApi
      .getConsultant(consultantId)
      .then((c) => {
        if (!live) return;
        setLoaded({ id: consultantId, status: 'ok', consultant: c });
        notify.current?.(c);
      })
      .catch(() => live && setLoaded({ id: consultantId, status: 'failed', consultant: null }));
    return () => {
      live = false;
    };
  }, [consultantId]);

  if (state.status === 'loading') return <InlineSpinner label="Loading profile…" />;
  if (state.status === 'failed' || !state.consultant) {
    return <Alert variant="warning">We could not load this consultant’s profile. Please try again later.</Alert>;
  }
  const c = state.consultant;
  const name = consultantName(c);
  return (
    <Card className="profile-card">
      <Card.Body className="d-flex flex-column flex-md-row gap-4 align-items-center align-items-md-start">
        <Avatar src={c.imageUrl} size={120} alt={name} />
        <div className="flex-grow-1 text-center text-md-start">
          <h2 className="h3 mb-1">{name}</h2>
          {c.categoryName && <p className="text-muted mb-2">{c.categoryName}</p>}
          {Number(c.ratingCount) > 0 && (
            <p className="mb-2 d-flex align-items-center gap-2 justify-content-center justify-content-md-start">
              <StarRating value={c.averageRating} />
              <span className="small text-muted">
                {Number(c.averageRating).toFixed(1)} from {c.ratingCount} {Number(c.ratingCount) === 1 ? 'rating' : 'ratings'}
              </span>
            </p>
          )}
          <ul className="list-inline mb-3 profile-facts">
            {c.slotRate != null && (
              <li className="list-inline-item">
                <i className="bi bi-cash-coin me-1" aria-hidden="true" />
                {formatPrice(c.slotRate)} per {c.slotSize} Mins
              </li>
            )}
            {c.experience != null && c.experience !== '' && (
              <li className="list-inline-item">
                <i className="bi bi-award me-1" aria-hidden="true" />
                {c.experience} years of experience
              </li>
            )}
            {c.country && (
              <li className="list-inline-item">
                <i className="bi bi-geo-alt me-1" aria-hidden="true" />
                {c.country}
              </li>
            )}
          </ul>
          {c.about && <p className="mb-0 profile-about">{c.about}</p>}
        </div>
      </Card.Body>
    </Card>
  );
}
