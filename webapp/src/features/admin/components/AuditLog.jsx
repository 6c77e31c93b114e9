import { useState } from 'react';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import Pager from '../../../components/Pager.jsx';
import { formatDate, formatTimeSeconds } from '../../../lib/format.js';
import { msg } from '../../../i18n/index.js';
import { useAuditLogQuery } from '../auditApi.js';

/**
 * The actions an admin can filter by: the server's names (api/audit.go), which the filter sends and
 * the log lists, each with its words.
 */
const ACTIONS = {
  'consultant decision': msg('admin.audit.action.consultantDecision'),
  'bank details confirmed': msg('admin.audit.action.bankDetailsConfirmed'),
  'slip decision': msg('admin.audit.action.slipDecision'),
  'refund decision': msg('admin.audit.action.refundDecision'),
  'refund retried': msg('admin.audit.action.refundRetried'),
  'refund to be transferred': msg('admin.audit.action.refundToBeTransferred'),
  'refund transferred': msg('admin.audit.action.refundTransferred'),
  'payout paid': msg('admin.audit.action.payoutPaid'),
  'session cancelled': msg('admin.audit.action.sessionCancelled'),
  'consultant profile edited': msg('admin.audit.action.consultantProfileEdited'),
  'consultee profile edited': msg('admin.audit.action.consulteeProfileEdited'),
  'consultant deleted': msg('admin.audit.action.consultantDeleted'),
  'consultee deleted': msg('admin.audit.action.consulteeDeleted'),
  'account changed': msg('admin.audit.action.accountChanged'),
  'account deleted': msg('admin.audit.action.accountDeleted'),
  'category added': msg('admin.audit.action.categoryAdded'),
  'category changed': msg('admin.audit.action.categoryChanged'),
  'category deleted': msg('admin.audit.action.categoryDeleted'),
  'review hidden or restored': msg('admin.audit.action.reviewModerated'),
};

/**
 * The Audit Log tab: who did what, when (in the viewer's zone), on what, newest first; filter by
 * action. Every admin change invalidates the Audit tag, so an open log shows it.
 */
export default function AuditLog() {
  const { _ } = useLingui();
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useAuditLogQuery({ action, page });
  const rows = data?.pageData ?? [];
  const actionText = (name) => (ACTIONS[name] ? _(ACTIONS[name]) : name);
  const h = {
    when: _('admin.audit.when'),
    admin: _('admin.audit.admin'),
    action: _('admin.audit.actionLabel'),
    on: _('admin.audit.on'),
    details: _('admin.audit.details'),
  };
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <Form.Group controlId="audit-action">
          <Form.Label>{h.action}</Form.Label>
          <Form.Select
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{_('admin.audit.everyAction')}</option>
            {Object.keys(ACTIONS).map((a) => (
              <option key={a} value={a}>
                {actionText(a)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {isFetching && <InlineSpinner label={_('admin.audit.loading')} />}
      </div>
      {error && (
        <Alert variant="danger" role="alert">
          {error.message || _('admin.audit.failed')}
        </Alert>
      )}
      {!error && data && rows.length === 0 && <EmptyState icon="bi-journal-text" message={_('admin.audit.none')} />}
      {rows.length > 0 && (
        <>
          <Table responsive="lg" hover className="table-stack admin-table align-middle">
            <caption className="visually-hidden">{_('admin.audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{h.when}</th>
                <th scope="col">{h.admin}</th>
                <th scope="col">{h.action}</th>
                <th scope="col">{h.on}</th>
                <th scope="col">{h.details}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.id}>
                  <td data-label={h.when} className="text-nowrap">
                    {formatDate(e.createdAt)} {formatTimeSeconds(e.createdAt)}
                  </td>
                  <td data-label={h.admin} className="text-break">
                    {e.adminEmail}
                  </td>
                  <td data-label={h.action} className="fw-semibold">
                    {actionText(e.action)}
                  </td>
                  <td data-label={h.on}>{e.subject}</td>
                  <td data-label={h.details} className="text-break small font-monospace">
                    {e.detail}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager page={data.currentPageNo} totalPages={data.totalNoOfPages} onChange={setPage} label={_('admin.audit.pages')} />
        </>
      )}
    </>
  );
}
