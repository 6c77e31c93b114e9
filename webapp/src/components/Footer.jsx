import { Link } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import Logo from './Logo.jsx';
import { COMPANY } from '../lib/company.js';
import { currentYear } from '../lib/currentYear.js';
import { useLingui } from '@lingui/react';

const QUICK_LINKS = [
  { to: '/', label: 'common.nav.home' },
  { to: '/services', label: 'common.nav.services' },
  { to: '/aboutus', label: 'common.nav.about' },
  { to: '/contactus', label: 'common.nav.contact' },
  { to: '/privacy-policy', label: 'common.footer.privacy' },
  { to: '/refund-policy', label: 'common.footer.refund' },
  { to: '/terms-conditions', label: 'common.footer.terms' },
];

/** The site footer: about blurb, quick links, contact details and the copyright line. */
export default function Footer() {
  const { _ } = useLingui();
  return (
    <footer className="site-footer">
      <Container>
        <Row className="gy-4">
          <Col lg={5} md={12}>
            <Logo light />
            <p className="mt-3 mb-0 footer-about">{_('common.footer.about')}</p>
          </Col>
          <Col lg={3} sm={6}>
            <h2 className="footer-heading">{_('common.footer.quickLinks')}</h2>
            <ul className="list-unstyled footer-links">
              {QUICK_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{_(l.label)}</Link>
                </li>
              ))}
            </ul>
          </Col>
          <Col lg={4} sm={6}>
            <h2 className="footer-heading">{_('common.footer.contactInfo')}</h2>
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
                  {_('common.footer.hotline')} <a href={COMPANY.hotlineHref}>{COMPANY.hotline}</a>
                </span>
              </p>
              <p className="d-flex gap-2">
                <i className="bi bi-envelope" aria-hidden="true" />
                <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
              </p>
              <p className="d-flex gap-2 mb-0">
                <i className="bi bi-whatsapp" aria-hidden="true" />
                <a href={COMPANY.messagingHref} target="_blank" rel="noopener noreferrer">
                  {_('common.company.messaging')}
                </a>
              </p>
            </address>
          </Col>
        </Row>
        <hr className="footer-rule" />
        <p className="footer-copy mb-0">
          © {COMPANY.foundedYear}–{currentYear()} {COMPANY.legalName}. {_('common.footer.rights')}
        </p>
      </Container>
    </footer>
  );
}
