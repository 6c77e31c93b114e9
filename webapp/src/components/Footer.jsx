import { Link } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import Logo from './Logo.jsx';
import { COMPANY } from '../lib/company.js';
import { currentYear } from '../lib/currentYear.js';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/aboutus', label: 'About Us' },
  { to: '/contactus', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
];

/** The site footer: about blurb, quick links, contact details and the copyright line. */
export default function Footer() {
  return (
    <footer className="site-footer">
      <Container>
        <Row className="gy-4">
          <Col lg={5} md={12}>
            <Logo light />
            <p className="mt-3 mb-0 footer-about">
              Need advice from a professional? Arrange a consultation with a verified lawyer, doctor,
              engineer, tutor or other expert from wherever you are. Pick a time that suits you, pay
              securely, and meet face to face on video.
            </p>
          </Col>
          <Col lg={3} sm={6}>
            <h2 className="footer-heading">Quick Links</h2>
            <ul className="list-unstyled footer-links">
              {QUICK_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </Col>
          <Col lg={4} sm={6}>
            <h2 className="footer-heading">Contact Info</h2>
            <address className="footer-contact mb-0">
              <p className="d-flex gap-2">
                <i className="bi bi-geo-alt" aria-hidden="true" />
                <span>
                  {COMPANY.legalName}
                  {COMPANY.addressLines.map((line) => (
                    <span key={line}>
                      <br />
                      {line}
                    </span>
                  ))}
                </span>
              </p>
              <p className="d-flex gap-2">
                <i className="bi bi-telephone" aria-hidden="true" />
                <span>
                  Hotline: <a href={COMPANY.hotlineHref}>{COMPANY.hotline}</a>
                </span>
              </p>
              <p className="d-flex gap-2">
                <i className="bi bi-envelope" aria-hidden="true" />
                <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
              </p>
              <p className="d-flex gap-2 mb-0">
                <i className="bi bi-whatsapp" aria-hidden="true" />
                <a href={COMPANY.messagingHref} target="_blank" rel="noopener noreferrer">
                  {COMPANY.messagingLabel}
                </a>
              </p>
            </address>
          </Col>
        </Row>
        <hr className="footer-rule" />
        <p className="footer-copy mb-0">
          © {COMPANY.foundedYear}–{currentYear()} {COMPANY.legalName}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
