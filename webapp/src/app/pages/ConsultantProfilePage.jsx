import { useParams, Link } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import ConsultantProfileCard from '../../features/search/ConsultantProfileCard.jsx';

/** /profile/{id}: a consultant's public profile. */
export default function ConsultantProfilePage() {
  const { id } = useParams();
  return (
    <section className="section">
      <Container>
        <nav aria-label="breadcrumb" className="mb-3">
          <Link to="/searchconsultant/" className="small">
            <i className="bi bi-arrow-left me-1" aria-hidden="true" />
            All consultants
          </Link>
        </nav>
        <ConsultantProfileCard consultantId={id} />
      </Container>
    </section>
  );
}
