import { useLingui } from '@lingui/react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import PageHeader from '../../components/PageHeader.jsx';
import ContactForm from '../../features/contact/ContactForm.jsx';
import { COMPANY } from '../../lib/company.js';

/** 'Contact Us': the company's details and a message form. The postal address stays as it is written. */
export default function ContactPage() {
  const { _ } = useLingui();
  return (
    <>
      <PageHeader title={_('public.contact.title')} lead={_('public.contact.lead')} />
      <section className="section">
        <Container>
          <Row className="g-4">
            <Col lg={5}>
              <Card className="h-100 contact-card">
                <Card.Body>
                  <h2 className="h5 mb-4">{_('public.contact.inTouch')}</h2>
                  <dl className="contact-list mb-0">
                    <dt>
                      <i className="bi bi-geo-alt" aria-hidden="true" /> {_('public.contact.address')}
                    </dt>
                    <dd>
                      {COMPANY.legalName}
                      {COMPANY.addressLines.map((l) => (
                        <span key={l}>
                          <br />
                          {l}
                        </span>
                      ))}
                    </dd>
                    <dt>
                      <i className="bi bi-telephone" aria-hidden="true" /> {_('public.contact.hotline')}
                    </dt>
                    <dd>
                      <a href={COMPANY.hotlineHref}>{COMPANY.hotline}</a>
                    </dd>
                    <dt>
                      <i className="bi bi-envelope" aria-hidden="true" /> {_('public.contact.email')}
                    </dt>
                    <dd>
                      <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
                    </dd>
                    <dt>
                      <i className="bi bi-whatsapp" aria-hidden="true" /> {_('public.contact.messaging')}
                    </dt>
                    <dd>
                      <a href={COMPANY.messagingHref} target="_blank" rel="noopener noreferrer">
                        {_('public.contact.whatsApp')}
                      </a>
                    </dd>
                    <dt>
                      <i className="bi bi-clock" aria-hidden="true" /> {_('public.contact.openingHours')}
                    </dt>
                    <dd className="mb-0">{_('public.contact.hours')}</dd>
                  </dl>
                </Card.Body>
              </Card>
            </Col>
            <Col lg={7}>
              <Card className="h-100">
                <Card.Body>
                  <h2 className="h5 mb-4">{_('public.contact.sendUs')}</h2>
                  <ContactForm />
                </Card.Body>
              </Card>
            </Col>
          </Row>
        </Container>
      </section>
    </>
  );
}
