import { Link } from 'react-router-dom';
import Container from 'react-bootstrap/Container';

/** Shown if a page fails to render. */
export default function RouteError() {
  return (
    <Container className="py-5 text-center">
      <h1 className="h3">Something went wrong</h1>
      <p className="text-muted">Please reload the page. If the problem continues, contact us.</p>
      <Link to="/" className="btn btn-primary" reloadDocument>
        Go to Home
      </Link>
    </Container>
  );
}
