import { Link } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import { useLingui } from '@lingui/react';

/** Shown if a page fails to render. */
export default function RouteError() {
  const { _ } = useLingui();
  return (
    <Container className="py-5 text-center">
      <h1 className="h3">{_('common.error.title')}</h1>
      <p className="text-muted">{_('common.error.body')}</p>
      <Link to="/" className="btn btn-primary" reloadDocument>
        {_('common.error.home')}
      </Link>
    </Container>
  );
}
