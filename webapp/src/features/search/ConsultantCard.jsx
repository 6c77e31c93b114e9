import { Link } from 'react-router-dom';
import Card from 'react-bootstrap/Card';
import Avatar from '../../components/Avatar.jsx';
import { formatPrice } from '../../lib/format.js';
import { consultantName } from './searchApi.js';

/** One consultant in the browse grid, with a 'View Profile' link. */
export default function ConsultantCard({ consultant: c }) {
  const name = consultantName(c);
  return (
    <Card className="consultant-card h-100">
      <Card.Body className="d-flex flex-column align-items-center text-center">
        <Avatar src={c.imageUrl} size={88} alt={name} />
        <Card.Title as="h2" className="h5 mt-3 mb-1">
          {name}
        </Card.Title>
        {c.categoryName && <div className="text-muted small mb-2">{c.categoryName}</div>}
        {c.slotRate != null && (
          <div className="price-tag mb-3">
            <strong>{formatPrice(c.slotRate)}</strong>
            {c.slotSize ? <span className="text-muted"> per {c.slotSize} Mins</span> : null}
          </div>
        )}
        <Link to={`/profile/${c.id}`} className="btn btn-outline-primary mt-auto w-100" aria-label={`View Profile of ${name}`}>
          View Profile
        </Link>
      </Card.Body>
    </Card>
  );
}
