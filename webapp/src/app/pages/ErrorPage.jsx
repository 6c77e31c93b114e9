import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { selectAuth } from '../../features/auth/authSlice.js';
import { COMPANY } from '../../lib/company.js';
import { defaultPathFor } from '../../lib/roles.js';

// The links the help text wraps around the hotline and the address (Trans gives them their text).
const HotlineLink = ({ children }) => <a href={COMPANY.hotlineHref}>{children}</a>;
const EmailLink = ({ children }) => <a href={`mailto:${COMPANY.email}`}>{children}</a>;

/** /error: where a step that could not continue (such as a booking answer without a next step) lands. */
export default function ErrorPage() {
  const { _ } = useLingui();
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
            <h1 className="h3 mb-3">{_('public.error.title')}</h1>
            <p className="text-muted">{_('public.error.text')}</p>
            <p className="text-muted">
              <Trans
                id="public.error.help"
                values={{ hotline: COMPANY.hotline, email: COMPANY.email }}
                components={{ 0: <strong />, 1: <HotlineLink />, 2: <EmailLink /> }}
              />
            </p>
            <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
              <Link to={home} className="btn btn-primary btn-lg px-4">
                {auth.loggedIn ? _('public.error.dashboard') : _('public.error.home')}
              </Link>
              <Link to="/contactus" className="btn btn-outline-primary btn-lg">
                {_('public.contact.title')}
              </Link>
            </div>
          </Card.Body>
        </Card>
      </Container>
    </section>
  );
}
