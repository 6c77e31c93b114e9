import { useLingui } from '@lingui/react';
import Badge from 'react-bootstrap/Badge';
import { formatAnyDate, formatDateTime } from '../../lib/format.js';
import DocumentLink from './DocumentLink.jsx';
import { statusOf } from './credentialView.js';

/** A registration as its owner and the admin see it: body, number, expiry, state, document. */
export default function CredentialFacts({ view }) {
  const { _ } = useLingui();
  const c = view.credential;
  const status = statusOf(view);
  return (
    <dl className="detail-list mb-2">
      <div>
        <dt>{_('credentials.field.status')}</dt>
        <dd>
          <Badge bg={status.bg} text={status.bg === 'warning' ? 'dark' : undefined}>{_(status.label)}</Badge>
        </dd>
      </div>
      <div>
        <dt>{_('credentials.field.body')}</dt>
        <dd>{c?.body ?? view.regulation?.body}</dd>
      </div>
      {c && (
        <>
          <div>
            <dt>{_('credentials.field.number')}</dt>
            <dd>{c.number}</dd>
          </div>
          <div>
            <dt>{_('credentials.field.expiresOn')}</dt>
            <dd>{c.expiresOn ? formatAnyDate(c.expiresOn) : _('credentials.field.noExpiry')}</dd>
          </div>
          {c.checkedAt && c.status === 'CHECKED' && (
            <div>
              <dt>{_('credentials.field.checkedAt')}</dt>
              <dd>{formatDateTime(c.checkedAt)}</dd>
            </div>
          )}
          {c.status === 'SENT_BACK' && c.reason && (
            <div>
              <dt>{_('credentials.field.reason')}</dt>
              <dd>{c.reason}</dd>
            </div>
          )}
          <div>
            <dt>{_('credentials.field.document')}</dt>
            <dd>
              <DocumentLink url={c.documentUrl} />
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}
