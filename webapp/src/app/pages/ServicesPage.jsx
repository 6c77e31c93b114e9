import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Accordion from 'react-bootstrap/Accordion';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import PageHeader from '../../components/PageHeader.jsx';
import CategoryGrid from '../../features/categories/CategoryGrid.jsx';
import { FAQ } from './faq.js';

function Helpful({ index }) {
  const { _ } = useLingui();
  const [vote, setVote] = useState(null);
  if (vote) {
    return (
      <p className="small text-muted mb-0 mt-3" role="status">
        {_('public.services.thanks')}
      </p>
    );
  }
  return (
    <div className="d-flex align-items-center gap-2 mt-3 small text-muted">
      <span id={`faq-helpful-${index}`}>{_('public.services.helpful')}</span>
      <Button variant="outline-secondary" size="sm" aria-label={_('public.services.helpfulYes')} onClick={() => setVote('up')}>
        <i className="bi bi-hand-thumbs-up" aria-hidden="true" />
      </Button>
      <Button variant="outline-secondary" size="sm" aria-label={_('public.services.helpfulNo')} onClick={() => setVote('down')}>
        <i className="bi bi-hand-thumbs-down" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** 'Our Services': the categories on offer and the FAQ (its texts are in the policies catalogue). */
export default function ServicesPage() {
  const { _ } = useLingui();
  return (
    <>
      <PageHeader title={_('public.services.title')} lead={_('public.services.lead')} />
      <section className="section" aria-labelledby="service-categories">
        <Container>
          <h2 id="service-categories" className="section-title">
            {_('public.services.categories')}
          </h2>
          <CategoryGrid />
        </Container>
      </section>
      <section className="section section-alt" aria-labelledby="faq">
        <Container className="narrow">
          <h2 id="faq" className="section-title">
            {_('public.services.faq')}
          </h2>
          <Accordion defaultActiveKey="0" className="faq">
            {FAQ.map((item, i) => (
              <Accordion.Item eventKey={String(i)} key={item.id}>
                <Accordion.Header as="h3">{item.q}</Accordion.Header>
                <Accordion.Body>
                  <p className="mb-0">{item.a}</p>
                  <Helpful index={i} />
                </Accordion.Body>
              </Accordion.Item>
            ))}
          </Accordion>
        </Container>
      </section>
    </>
  );
}
