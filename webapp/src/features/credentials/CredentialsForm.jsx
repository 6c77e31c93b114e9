import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { colomboToday } from '../../lib/format.js';
import { usePutCredentialsMutation } from './credentialsApi.js';
import { DOCUMENT_ACCEPT, documentProblem, expiryProblem, numberProblem } from './credentialView.js';

/** The consultant gives (or renews) their registration: number, expiry date if any, and the certificate. */
export default function CredentialsForm({ consultantId, regulation, credential, onDone }) {
  const { _ } = useLingui();
  const [number, setNumber] = useState(credential?.number ?? '');
  const [expiresOn, setExpiresOn] = useState('');
  const [document, setDocument] = useState(null);
  const [tried, setTried] = useState(false);
  const [save, { isLoading, error }] = usePutCredentialsMutation();
  const problems = {
    number: numberProblem(regulation, number),
    expiresOn: expiryProblem(expiresOn, colomboToday()),
    document: documentProblem(document),
  };
  const submit = async (e) => {
    e.preventDefault();
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    const res = await save({ id: consultantId, number, expiresOn, document });
    if (!res.error) onDone?.();
  };
  const invalid = (field) => tried && Boolean(problems[field]);
  const example = { body: regulation.bodyShort, example: regulation.numberExample };
  return (
    <Form onSubmit={submit} noValidate aria-label={_('credentials.form.title')}>
      {error && <Alert variant="danger">{error.message}</Alert>}
      <Form.Group className="mb-3" controlId="credential-number">
        <Form.Label>{_('credentials.form.number', { body: regulation.bodyShort })}</Form.Label>
        <Form.Control value={number} onChange={(e) => setNumber(e.target.value)} isInvalid={invalid('number')} autoComplete="off" />
        <Form.Text muted>{_('credentials.form.numberHint', example)}</Form.Text>
        <Form.Control.Feedback type="invalid">{problems.number && _(problems.number, example)}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="credential-expiry">
        <Form.Label>{_('credentials.form.expiresOn')}</Form.Label>
        <Form.Control type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} isInvalid={invalid('expiresOn')} />
        <Form.Text muted>{_('credentials.form.expiresOnHint')}</Form.Text>
        <Form.Control.Feedback type="invalid">{problems.expiresOn && _(problems.expiresOn)}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="credential-document">
        <Form.Label>{_('credentials.form.document')}</Form.Label>
        <Form.Control type="file" accept={DOCUMENT_ACCEPT} onChange={(e) => setDocument(e.target.files?.[0] ?? null)} isInvalid={invalid('document')} />
        <Form.Text muted>{_('credentials.form.documentHint')}</Form.Text>
        <Form.Control.Feedback type="invalid">{problems.document && _(problems.document)}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={isLoading}>
        <i className="bi bi-upload me-2" aria-hidden="true" />
        {_('credentials.form.submit')}
      </Button>
    </Form>
  );
}
