import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import PageHeader from '../../components/PageHeader.jsx';
import { msg } from '../../i18n/index.js';

const VALUES = [
  { icon: 'bi-patch-check', title: msg('public.about.value.trust.title'), text: msg('public.about.value.trust.text') },
  { icon: 'bi-clock-history', title: msg('public.about.value.time.title'), text: msg('public.about.value.time.text') },
  { icon: 'bi-people', title: msg('public.about.value.fair.title'), text: msg('public.about.value.fair.text') },
];

/** 'Who We Are'. */
export default function AboutPage() {
  const { _ } = useLingui();
  return (
    <>
      <PageHeader title={_('public.about.title')} lead={_('public.about.lead')} />
      <section className="section">
        <Container className="narrow prose">
          <p>{_('public.about.story.start')}</p>
          <p>{_('public.about.story.how')}</p>
          <p>{_('public.about.story.between')}</p>
        </Container>
      </section>
      <section className="section section-alt" aria-labelledby="values">
        <Container>
          <h2 id="values" className="section-title">
            {_('public.about.values')}
          </h2>
          <Row className="g-4">
            {VALUES.map((v) => (
              <Col md={4} key={v.title}>
                <div className="value-card h-100">
                  <i className={`bi ${v.icon}`} aria-hidden="true" />
                  <h3 className="h5 mt-3">{_(v.title)}</h3>
                  <p className="text-muted mb-0">{_(v.text)}</p>
                </div>
              </Col>
            ))}
          </Row>
          <div className="text-center mt-5">
            <Link to="/signupconsultee" className="btn btn-primary btn-lg me-sm-2 mb-2">
              {_('public.about.book')}
            </Link>
            <Link to="/signupconsultant" className="btn btn-outline-primary btn-lg mb-2">
              {_('public.about.become')}
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
