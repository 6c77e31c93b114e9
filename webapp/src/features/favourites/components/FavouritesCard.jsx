import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Card from 'react-bootstrap/Card';
import Avatar from '../../../components/Avatar.jsx';
import { formatDateTime } from '../../../lib/format.js';
import { categoryLabel } from '../../categories/index.js';
import { bookAgainPath, useFavouritesQuery } from '../favouritesApi.js';

/** A favourite in the dashboard's list: who, what they do, their next open slot, and Book. */
function Favourite({ consultant, watching }) {
  const { _ } = useLingui();
  const name = [consultant.firstName, consultant.lastName].filter(Boolean).join(' ');
  return (
    <li className="favourite d-flex align-items-center gap-3 py-2">
      <Avatar src={consultant.imageUrl} size={48} alt="" />
      <div className="flex-grow-1 min-w-0">
        <Link to={`/profile/${consultant.id}`} className="fw-semibold d-block text-truncate">
          {name}
        </Link>
        <span className="small text-body-secondary d-block">
          {consultant.categoryName && categoryLabel(consultant.categoryName)}
          {watching && (
            <span className="ms-2">
              <i className="bi bi-bell-fill me-1" aria-hidden="true" />
              {_('favourites.waiting')}
            </span>
          )}
        </span>
        <span className="small d-block">
          {consultant.nextAvailable
            ? _('favourites.next', { when: formatDateTime(consultant.nextAvailable) })
            : _('favourites.noneOpen')}
        </span>
      </div>
      <Link to={bookAgainPath(consultant.id)} className="btn btn-sm btn-primary" aria-label={_('favourites.bookWith', { name })}>
        {_('favourites.book')}
      </Link>
    </li>
  );
}

/** The consultee dashboard's favourites: the consultants they keep, each a tap from their next open day. */
export default function FavouritesCard() {
  const { _ } = useLingui();
  const { data, isError } = useFavouritesQuery();
  if (isError || !data) return null;
  const favourites = data.favourites ?? [];
  const watching = new Set((data.watching ?? []).map(Number));
  return (
    <Card className="mt-4 favourites-card">
      <Card.Body>
        <h2 className="h5">
          <i className="bi bi-heart me-2" aria-hidden="true" />
          {_('favourites.heading')}
        </h2>
        {favourites.length === 0 ? (
          <p className="mb-0 text-body-secondary">{_('favourites.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0" aria-label={_('favourites.heading')}>
            {favourites.map((c) => (
              <Favourite key={c.id} consultant={c} watching={watching.has(Number(c.id))} />
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
