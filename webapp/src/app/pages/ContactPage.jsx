import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import PageHeader from '../../components/PageHeader.jsx';
import ContactForm from '../../features/contact/ContactForm.jsx';
import { COMPANY } from '../../lib/company.js';

/** 'Contact Us': the company's details and a message form. */
export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" lead="Questions about a booking, a payment or joining as a consultant? We are here to help." />
      <section className="section">
        <Container>
          <Row className="g-4">
            <Col lg={5}>
              <Card className="h-100 contact-card">
                <Card.Body>
                  <h2 className="h5 mb-4">Get in touch</h2>
                  <dl className="contact-list mb-0">
                    <dt>
                      <i className="bi bi-geo-alt" aria-hidden="true" /> Address
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
                      <i className="bi bi-telephone" aria-hidden="true" /> Hotline
                    </dt>
                    <dd>
                      <a href={COMPANY.hotlineHref}>{COMPANY.hotline}</a>
                    </dd>
                    <dt>
                      <i className="bi bi-envelope" aria-hidden="true" /> Email
                    </dt>
                    <dd>
                      <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
                    </dd>
                    <dt>
                      <i className="bi bi-whatsapp" aria-hidden="true" /> Messaging
                    </dt>
                    <dd>
                      <a href={COMPANY.messagingHref} target="_blank" rel="noopener noreferrer">
                        {COMPANY.messagingLabel}
                      </a>
                    </dd>
                    <dt>
                      <i className="bi bi-clock" aria-hidden="true" /> Opening hours
                    </dt>
                    <dd className="mb-0">{COMPANY.hours}</dd>
                  </dl>
                </Card.Body>
              </Card>
            </Col>
            <Col lg={7}>
              <Card className="h-100">
                <Card.Body>
                  <h2 className="h5 mb-4">Send us a message</h2>
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
