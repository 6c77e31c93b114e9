import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import Pager from '../../../components/Pager.jsx';
import { formatDate, formatTimeSeconds } from '../../../lib/format.js';
import { useAuditLogQuery } from '../auditApi.js';

/** The actions an admin can filter by (the server's names, api/audit.go). */
const ACTIONS = [
  'consultant decision',
  'bank details confirmed',
  'slip decision',
  'refund decision',
  'refund retried',
  'refund to be transferred',
  'refund transferred',
  'payout paid',
  'session cancelled',
  'consultant profile edited',
  'consultee profile edited',
  'consultant deleted',
  'consultee deleted',
  'account changed',
  'account deleted',
  'category added',
  'category changed',
  'category deleted',
];

/** The Audit Log tab: who did what, when, on what, newest first; filter by action. */
export default function AuditLog() {
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const { data, isFetching, error } = useAuditLogQuery({ action, page });
  const rows = data?.pageData ?? [];
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <Form.Group controlId="audit-action">
          <Form.Label>Action</Form.Label>
          <Form.Select
            value={action}
            onChange={(e) => {
              setAction(e.target.value);
              setPage(1);
            }}
          >
            <option value="">Every action</option>
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {isFetching && <InlineSpinner label="Loading the audit log…" />}
      </div>
      {error && (
        <Alert variant="danger" role="alert">
          {error.message || 'We could not load the audit log.'}
        </Alert>
      )}
      {!error && data && rows.length === 0 && <EmptyState icon="bi-journal-text" message="No admin actions recorded yet." />}
      {rows.length > 0 && (
        <>
          <Table responsive="lg" hover className="table-stack admin-table align-middle">
            <caption className="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Admin</th>
                <th scope="col">Action</th>
                <th scope="col">On</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.id}>
                  <td data-label="When" className="text-nowrap">
                    {formatDate(e.createdAt)} {formatTimeSeconds(e.createdAt)}
                  </td>
                  <td data-label="Admin" className="text-break">
                    {e.adminEmail}
                  </td>
                  <td data-label="Action" className="fw-semibold">
                    {e.action}
                  </td>
                  <td data-label="On">{e.subject}</td>
                  <td data-label="Details" className="text-break small font-monospace">
                    {e.detail}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager page={data.currentPageNo} totalPages={data.totalNoOfPages} onChange={setPage} label="Audit log pages" />
        </>
      )}
    </>
  );
}
