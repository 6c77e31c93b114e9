import { Link } from 'react-router-dom';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import NameSearch from '../../features/search/NameSearch.jsx';
import CategoryGrid from '../../features/categories/CategoryGrid.jsx';

const STEPS = [
  {
    icon: 'bi-search',
    title: 'Search the list',
    text: 'Browse verified consultants by category or name, and compare their experience, slot length and rate.',
  },
  {
    icon: 'bi-calendar-check',
    title: 'Get an appointment',
    text: 'Pick one or more open cerebroslots that suit you, and pay securely by card or with a bank slip.',
  },
  {
    icon: 'bi-camera-video',
    title: 'Get connected',
    text: 'Join the video call from your dashboard at the booked time. No software to install.',
  },
];

const PROMISES = [
  { icon: 'bi-patch-check', title: 'Verified consultants', text: 'Every consultant is reviewed by our team before they can take bookings.' },
  { icon: 'bi-shield-lock', title: 'Secure payments', text: 'Card payments go through PayHere; we never see or store your card number.' },
  { icon: 'bi-arrow-counterclockwise', title: 'Fair refunds', text: 'Cancel more than 24 hours ahead for a full refund.' },
];

/** Home: the two sign-up buttons, name search, how it works and the category grid. */
export default function HomePage() {
  return (
    <>
      <section className="hero">
        <Container>
          <Row className="justify-content-center">
            <Col lg={9} className="text-center">
              <h1 className="hero-title">Expert advice, face to face, from wherever you are</h1>
              <p className="hero-lead">
                Book a video consultation with trusted Sri Lankan professionals: lawyers, doctors, engineers,
                tutors and many more.
              </p>
              <div className="hero-search">
                <NameSearch />
              </div>
              <div className="hero-actions">
                <Link to="/signupconsultant" className="btn btn-light btn-lg hero-btn">
                  <i className="bi bi-briefcase me-2" aria-hidden="true" />I want to be a Consultant
                </Link>
                <Link to="/signupconsultee" className="btn btn-accent btn-lg hero-btn">
                  <i className="bi bi-person-video3 me-2" aria-hidden="true" />I want to be a Consultee
                </Link>
              </div>
            </Col>
          </Row>
        </Container>
      </section>

      <section className="section" aria-labelledby="how-it-works">
        <Container>
          <h2 id="how-it-works" className="section-title">
            How it works
          </h2>
          <ol className="steps list-unstyled">
            {STEPS.map((s, i) => (
              <li key={s.title} className="step">
                <span className="step-icon" aria-hidden="true">
                  <i className={`bi ${s.icon}`} />
                </span>
                <span className="step-number">Step {i + 1}</span>
                <h3 className="h5">{s.title}</h3>
                <p className="text-muted mb-0">{s.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className="section section-alt" aria-labelledby="categories">
        <Container>
          <h2 id="categories" className="section-title">
            Find a consultant by category
          </h2>
          <CategoryGrid />
        </Container>
      </section>

      <section className="section" aria-label="Why Cerebro">
        <Container>
          <Row className="g-4">
            {PROMISES.map((p) => (
              <Col md={4} key={p.title}>
                <div className="promise">
                  <i className={`bi ${p.icon}`} aria-hidden="true" />
                  <div>
                    <h3 className="h6 mb-1">{p.title}</h3>
                    <p className="text-muted small mb-0">{p.text}</p>
                  </div>
                </div>
              </Col>
            ))}
          </Row>
        </Container>
      </section>
    </>
  );
}
