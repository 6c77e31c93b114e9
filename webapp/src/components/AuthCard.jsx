import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';

/** A centred card for the sign-in, sign-up and password pages. */
export default function AuthCard({ title, subtitle, icon = 'bi-shield-lock', children, footer }) {
  return (
    <Container className="auth-page">
      <Card className="auth-card shadow-sm">
        <Card.Body className="p-4 p-sm-5">
          <div className="auth-icon" aria-hidden="true">
            <i className={`bi ${icon}`} />
          </div>
          <h1 className="h3 text-center mb-2">{title}</h1>
          {subtitle && <p className="text-center text-muted mb-4">{subtitle}</p>}
          {children}
        </Card.Body>
        {footer && <Card.Footer className="text-center py-3 bg-transparent">{footer}</Card.Footer>}
      </Card>
    </Container>
  );
}
