import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { selectAuth } from '../../features/auth/authSlice.js';
import { COMPANY } from '../../lib/company.js';
import { defaultPathFor } from '../../lib/roles.js';

/** /error: where a step that could not continue (such as a booking answer without a next step) lands. */
export default function ErrorPage() {
  const auth = useSelector(selectAuth);
  const home = defaultPathFor(auth);
  return (
    <section className="section">
      <Container className="payment-page">
        <Card className="shadow-sm">
          <Card.Body className="p-4 p-sm-5 text-center">
            <div className="auth-icon auth-icon-warning" aria-hidden="true">
              <i className="bi bi-exclamation-triangle" />
            </div>
            <h1 className="h3 mb-3">Sorry, we could not finish that</h1>
            <p className="text-muted">
              Something went wrong on our side and we could not take you to the next step. No payment has been
              taken.
            </p>
            <p className="text-muted">
              If you were booking, check <strong>My Invoice</strong> on your dashboard: a booking waiting for payment can
              be paid or cancelled there. If the problem continues, call us on{' '}
              <a href={COMPANY.hotlineHref}>{COMPANY.hotline}</a> or write to{' '}
              <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>.
            </p>
            <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
              <Link to={home} className="btn btn-primary btn-lg px-4">
                {auth.loggedIn ? 'Back to My Dashboard' : 'Go to Home'}
              </Link>
              <Link to="/contactus" className="btn btn-outline-primary btn-lg">
                Contact Us
              </Link>
            </div>
          </Card.Body>
        </Card>
      </Container>
    </section>
  );
}
