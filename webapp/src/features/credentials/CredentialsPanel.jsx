import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import CredentialFacts from './CredentialFacts.jsx';
import CredentialsForm from './CredentialsForm.jsx';
import { useGetCredentialsQuery } from './credentialsApi.js';

/**
 * The consultant's registration on their dashboard, for a regulated profession only: what the
 * regulator is, where it stands, and the form to give or renew it (open while none is given, it was
 * sent back, or it has expired).
 */
export default function CredentialsPanel({ consultantId }) {
  const { _ } = useLingui();
  const { data: view } = useGetCredentialsQuery(consultantId, { skip: !consultantId });
  const [editing, setEditing] = useState(false);
  if (!view?.regulated) return null;
  const c = view.credential;
  const needed = !c || c.status === 'SENT_BACK' || view.lapsed;
  const showForm = needed || editing;
  return (
    <Card className="credentials-panel mb-4">
      <Card.Body>
        <h2 className="h5 mb-1">
          <i className="bi bi-patch-check me-2" aria-hidden="true" />
          {_('credentials.panel.title')}
        </h2>
        <p className="text-muted mb-3">{_('credentials.panel.lead', { body: view.regulation.body })}</p>
        {!c && <Alert variant="warning">{_('credentials.panel.required')}</Alert>}
        {c?.status === 'SUBMITTED' && <Alert variant="info">{_('credentials.panel.waiting')}</Alert>}
        {view.lapsed && <Alert variant="danger">{_('credentials.panel.lapsed')}</Alert>}
        <CredentialFacts view={view} />
        {showForm ? (
          <CredentialsForm consultantId={consultantId} regulation={view.regulation} credential={c} onDone={() => setEditing(false)} />
        ) : (
          <Button variant="outline-primary" size="sm" onClick={() => setEditing(true)}>
            {_('credentials.panel.renew')}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
