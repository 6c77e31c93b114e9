import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import CredentialFacts from './CredentialFacts.jsx';
import { useGetCredentialsQuery, useReviewCredentialsMutation } from './credentialsApi.js';

/**
 * The admin's review of a regulated professional's registration, beside the profile: the facts and the
 * document, then "Checked" (recorded with who and when) or "Send back" with a reason. Nothing for a
 * profession that is not regulated.
 */
export default function CredentialsReview({ consultantId }) {
  const { _ } = useLingui();
  const { data: view } = useGetCredentialsQuery(consultantId, { skip: !consultantId });
  const [review, { isLoading, error }] = useReviewCredentialsMutation();
  const [sendingBack, setSendingBack] = useState(false);
  const [reason, setReason] = useState('');
  if (!view?.regulated) return null;
  const waiting = view.credential?.status === 'SUBMITTED';
  const decide = async (status) => {
    const res = await review({ id: consultantId, status, reason: status === 'SENT_BACK' ? reason.trim() : '' });
    if (!res.error) setSendingBack(false);
  };
  return (
    <section className="mb-3 credentials-review" aria-labelledby={`credentials-${consultantId}`}>
      <h3 className="invoice-section-title" id={`credentials-${consultantId}`}>
        {_('credentials.review.title')}
      </h3>
      {!view.credential && <Alert variant="warning">{_('credentials.review.missing')}</Alert>}
      {error && <Alert variant="danger">{error.message}</Alert>}
      <CredentialFacts view={view} />
      {waiting && !sendingBack && (
        <div className="d-flex flex-wrap gap-2">
          <Button variant="success" onClick={() => decide('CHECKED')} disabled={isLoading}>
            <i className="bi bi-check2-circle me-1" aria-hidden="true" />
            {_('credentials.review.check')}
          </Button>
          <Button variant="outline-danger" onClick={() => setSendingBack(true)} disabled={isLoading}>
            {_('credentials.review.sendBack')}
          </Button>
        </div>
      )}
      {waiting && sendingBack && (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            decide('SENT_BACK');
          }}
        >
          <Form.Group controlId={`credential-reason-${consultantId}`} className="mb-2">
            <Form.Label>{_('credentials.review.why')}</Form.Label>
            <Form.Control as="textarea" rows={2} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} required />
          </Form.Group>
          <div className="d-flex gap-2 justify-content-end">
            <Button variant="outline-secondary" onClick={() => setSendingBack(false)} disabled={isLoading}>
              {_('credentials.review.back')}
            </Button>
            <Button type="submit" variant="danger" disabled={isLoading || reason.trim() === ''}>
              {_('credentials.review.confirmSendBack')}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
