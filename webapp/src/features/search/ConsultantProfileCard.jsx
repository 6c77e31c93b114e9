import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Avatar from '../../components/Avatar.jsx';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import StarRating from '../../components/StarRating.jsx';
import { formatNumber, formatPrice } from '../../lib/format.js';
import { consultantName, countryMessage } from './searchApi.js';
import { useConsultantQuery } from './discoveryApi.js';
import { categoryLabel } from '../categories/index.js';
import RegistrationBadge from '../../components/RegistrationBadge.jsx';

/** A consultant's public profile card, loaded by id (the page asks for the same profile: one request). */
export default function ConsultantProfileCard({ consultantId }) {
  const { _ } = useLingui();
  const { currentData: c, isError } = useConsultantQuery(consultantId);

  if (!c && isError) return <Alert variant="warning">{_('public.profile.failed')}</Alert>;
  if (!c) return <InlineSpinner label={_('public.profile.loading')} />;
  const name = consultantName(c);
  const country = countryMessage(c.country);
  const average = formatNumber(c.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Card className="profile-card">
      <Card.Body className="d-flex flex-column flex-md-row gap-4 align-items-center align-items-md-start">
        <Avatar src={c.imageUrl} size={120} alt={name} />
        <div className="flex-grow-1 text-center text-md-start">
          <h2 className="h3 mb-1">{name}</h2>
          {c.categoryName && <p className="text-muted mb-2">{categoryLabel(c.categoryName)}</p>}
          <RegistrationBadge registration={c.registration} className="mb-2" />
          {Number(c.ratingCount) > 0 && (
            <p className="mb-2 d-flex align-items-center gap-2 justify-content-center justify-content-md-start">
              <StarRating value={c.averageRating} />
              <span className="small text-muted">
                {_('public.profile.ratings', { average, count: Number(c.ratingCount) })}
              </span>
            </p>
          )}
          <ul className="list-inline mb-3 profile-facts">
            {c.slotRate != null && (
              <li className="list-inline-item">
                <i className="bi bi-cash-coin me-1" aria-hidden="true" />
                {_('public.profile.rate', { price: formatPrice(c.slotRate), minutes: c.slotSize })}
              </li>
            )}
            {c.experience != null && c.experience !== '' && (
              <li className="list-inline-item">
                <i className="bi bi-award me-1" aria-hidden="true" />
                {_('public.profile.experience', { years: c.experience })}
              </li>
            )}
            {c.country && (
              <li className="list-inline-item">
                <i className="bi bi-geo-alt me-1" aria-hidden="true" />
                {country ? _(country) : c.country}
              </li>
            )}
          </ul>
          {c.about && <p className="mb-0 profile-about">{c.about}</p>}
        </div>
      </Card.Body>
    </Card>
  );
}
