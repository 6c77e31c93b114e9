import { useLingui } from '@lingui/react';
import Container from 'react-bootstrap/Container';
import PageHeader from '../../components/PageHeader.jsx';
import { POLICIES, POLICY_VALUES } from './policies.js';

/** A legal page (`name`: privacy, refund or terms): numbered sections of paragraphs and lists. */
export default function PolicyPage({ name }) {
  const { _ } = useLingui();
  const policy = POLICIES[name];
  const text = (id) => _(id, POLICY_VALUES);
  return (
    <>
      <PageHeader title={_(policy.title)} lead={_(policy.lead)} />
      <section className="section">
        <Container className="narrow prose">
          <p className="text-muted small">{_('policies.updated')}</p>
          {policy.sections.map((s, i) => (
            <section key={s.heading} aria-labelledby={`policy-${i}`}>
              <h2 id={`policy-${i}`} className="h5 mt-4">
                {i + 1}. {_(s.heading)}
              </h2>
              {s.body.map((b) =>
                Array.isArray(b) ? (
                  <ul key={b.join('|')}>
                    {b.map((li) => (
                      <li key={li}>{text(li)}</li>
                    ))}
                  </ul>
                ) : (
                  <p key={b}>{text(b)}</p>
                ),
              )}
            </section>
          ))}
        </Container>
      </section>
    </>
  );
}
