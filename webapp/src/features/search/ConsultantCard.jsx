import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Card from 'react-bootstrap/Card';
import Avatar from '../../components/Avatar.jsx';
import RatingSummary from '../../components/RatingSummary.jsx';
import RegistrationBadge from '../../components/RegistrationBadge.jsx';
import { formatDate, formatPrice, formatTime } from '../../lib/format.js';
import { consultantName } from './searchApi.js';
import { categoryLabel } from '../categories/index.js';

/** When the consultant's next open slot starts, in the viewer's zone, or that none is open. */
export function NextFree({ at }) {
  const { _ } = useLingui();
  if (!at) return <span className="text-muted">{_('public.card.noSlots')}</span>;
  return (
    <span>
      <i className="bi bi-calendar-check me-1" aria-hidden="true" />
      {_('public.card.nextFree', { date: formatDate(at), time: formatTime(at) })}
    </span>
  );
}

/**
 * One consultant in the search results, with a 'View Profile' link: a card in the grid, or a row
 * (`layout="list"`) with the same facts side by side.
 */
export default function ConsultantCard({ consultant: c, layout = 'grid' }) {
  const { _ } = useLingui();
  const name = consultantName(c);
  const list = layout === 'list';
  return (
    <Card className={`consultant-card h-100${list ? ' consultant-card-list' : ''}`}>
      <Card.Body className={list ? 'd-flex flex-wrap align-items-center gap-3' : 'd-flex flex-column align-items-center text-center'}>
        <Avatar src={c.imageUrl} size={list ? 64 : 88} alt={name} />
        <div className={list ? 'flex-grow-1' : ''}>
          <Card.Title as="h2" className={`h5 mb-1${list ? '' : ' mt-3'}`}>
            {name}
          </Card.Title>
          {c.categoryName && <div className="text-muted small mb-1">{categoryLabel(c.categoryName)}</div>}
          <RegistrationBadge registration={c.registration} className="mb-1" />
          <div className="small mb-1">
            <RatingSummary average={c.averageRating} count={c.ratingCount} />
          </div>
          <div className="small mb-2">
            <NextFree at={c.nextAvailable} />
          </div>
        </div>
        {c.slotRate != null && (
          <div className={`price-tag${list ? '' : ' mb-3'}`}>
            <strong>{formatPrice(c.slotRate)}</strong>
            {c.slotSize ? <span className="text-muted"> {_('public.card.perSlot', { minutes: c.slotSize })}</span> : null}
          </div>
        )}
        <Link
          to={`/profile/${c.id}`}
          className={`btn btn-outline-primary${list ? '' : ' mt-auto w-100'}`}
          aria-label={_('public.card.viewProfileOf', { name })}
        >
          {_('public.card.viewProfile')}
        </Link>
      </Card.Body>
    </Card>
  );
}
