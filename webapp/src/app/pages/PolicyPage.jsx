import Container from 'react-bootstrap/Container';
import PageHeader from '../../components/PageHeader.jsx';
import { POLICIES } from './policies.js';

/** A legal page (`name`: privacy, refund or terms): numbered sections of paragraphs and lists. */
export default function PolicyPage({ name }) {
  const policy = POLICIES[name];
  return (
    <>
      <PageHeader title={policy.title} lead={policy.lead} />
      <section className="section">
        <Container className="narrow prose">
          <p className="text-muted small">Last updated: {policy.updated}</p>
          {policy.sections.map((s, i) => (
            <section key={s.heading} aria-labelledby={`policy-${i}`}>
              <h2 id={`policy-${i}`} className="h5 mt-4">
                {i + 1}. {s.heading}
              </h2>
              {s.body.map((b) =>
                Array.isArray(b) ? (
                  <ul key={b.join('|')}>
                    {b.map((li) => (
                      <li key={li}>{li}</li>
                    ))}
                  </ul>
                ) : (
                  <p key={b}>{b}</p>
                ),
              )}
            </section>
          ))}
        </Container>
      </section>
    </>
  );
}
