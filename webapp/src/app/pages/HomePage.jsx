import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import NameSearch from '../../features/search/NameSearch.jsx';
import CategoryGrid from '../../features/categories/CategoryGrid.jsx';
import { msg } from '../../i18n/index.js';

const STEPS = [
  { icon: 'bi-search', title: msg('public.home.step.search.title'), text: msg('public.home.step.search.text') },
  { icon: 'bi-calendar-check', title: msg('public.home.step.book.title'), text: msg('public.home.step.book.text') },
  { icon: 'bi-camera-video', title: msg('public.home.step.connect.title'), text: msg('public.home.step.connect.text') },
];

const PROMISES = [
  { icon: 'bi-patch-check', title: msg('public.home.promise.verified.title'), text: msg('public.home.promise.verified.text') },
  { icon: 'bi-shield-lock', title: msg('public.home.promise.payments.title'), text: msg('public.home.promise.payments.text') },
  { icon: 'bi-arrow-counterclockwise', title: msg('public.home.promise.refunds.title'), text: msg('public.home.promise.refunds.text') },
];

/** Home: the two sign-up buttons, name search, how it works and the category grid. */
export default function HomePage() {
  const { _ } = useLingui();
  return (
    <>
      <section className="hero">
        <Container>
          <Row className="justify-content-center">
            <Col lg={9} className="text-center">
              <h1 className="hero-title">{_('public.home.title')}</h1>
              <p className="hero-lead">{_('public.home.lead')}</p>
              <div className="hero-search">
                <NameSearch />
              </div>
              <div className="hero-actions">
                <Link to="/signupconsultant" className="btn btn-light btn-lg hero-btn">
                  <i className="bi bi-briefcase me-2" aria-hidden="true" />
                  {_('public.home.beConsultant')}
                </Link>
                <Link to="/signupconsultee" className="btn btn-accent btn-lg hero-btn">
                  <i className="bi bi-person-video3 me-2" aria-hidden="true" />
                  {_('public.home.beConsultee')}
                </Link>
              </div>
            </Col>
          </Row>
        </Container>
      </section>

      <section className="section" aria-labelledby="how-it-works">
        <Container>
          <h2 id="how-it-works" className="section-title">
            {_('public.home.howItWorks')}
          </h2>
          <ol className="steps list-unstyled">
            {STEPS.map((s, i) => (
              <li key={s.title} className="step">
                <span className="step-icon" aria-hidden="true">
                  <i className={`bi ${s.icon}`} />
                </span>
                <span className="step-number">{_('public.home.step', { number: i + 1 })}</span>
                <h3 className="h5">{_(s.title)}</h3>
                <p className="text-muted mb-0">{_(s.text)}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className="section section-alt" aria-labelledby="categories">
        <Container>
          <h2 id="categories" className="section-title">
            {_('public.home.categories')}
          </h2>
          <CategoryGrid />
        </Container>
      </section>

      <section className="section" aria-label={_('public.home.why')}>
        <Container>
          <Row className="g-4">
            {PROMISES.map((p) => (
              <Col md={4} key={p.title}>
                <div className="promise">
                  <i className={`bi ${p.icon}`} aria-hidden="true" />
                  <div>
                    <h3 className="h6 mb-1">{_(p.title)}</h3>
                    <p className="text-muted small mb-0">{_(p.text)}</p>
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
