import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import Pager from '../../../components/Pager.jsx';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { formatPrice } from '../../../lib/format.js';
import {
  ADMIN_MESSAGES,
  ADMIN_ROWS,
  approveConsultant,
  searchConsultants,
  selectAdminConsultants,
} from '../adminSlice.js';
import { fullName, rowNumber } from '../adminViews.js';
import ConsultantModal from './ConsultantModal.jsx';
import ConsultantSearchPanel from './ConsultantSearchPanel.jsx';
import { ConsultantStatusBadge } from './StatusBadges.jsx';
import useOnOpen from '../../../lib/useOnOpen.js';

/** The Consultant List tab: search panel, paged table and the 'View Consultant' modal with Approve. */
export default function ConsultantList({ categories }) {
  const dispatch = useDispatch();
  const { filters, page, data, status } = useSelector(selectAdminConsultants);
  const [viewing, setViewing] = useState(null);
  const [busy, setBusy] = useState(false);
  const categoryName = (id) => categories.find((c) => String(c.id) === String(id))?.name ?? '';

  const search = (f, p = 1) => dispatch(searchConsultants({ filters: f, page: p }));
  useOnOpen(() => {
    if (status === 'idle') search(filters, page);
  });

  const approve = async (consultant) => {
    setBusy(true);
    const result = await dispatch(approveConsultant(consultant.id));
    setBusy(false);
    if (approveConsultant.fulfilled.match(result)) {
      dispatch(alertSuccess(result.payload));
      setViewing(null);
      search(filters, page);
    } else {
      dispatch(alertError(ADMIN_MESSAGES.consultantUpdateFailed));
    }
  };

  const rows = data?.pageData ?? [];
  return (
    <>
      <ConsultantSearchPanel initial={filters} categories={categories} onSearch={(f) => search(f, 1)} />
      {status === 'failed' && <Alert variant="danger">{ADMIN_MESSAGES.consultantList}</Alert>}
      {status === 'loading' && !data && <InlineSpinner label="Loading consultants…" />}
      {data && rows.length === 0 && <EmptyState icon="bi-people" message={ADMIN_MESSAGES.noData} />}
      {rows.length > 0 && (
        <>
          <Table responsive="lg" hover className="table-stack admin-table align-middle">
            <caption className="visually-hidden">Consultants</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Category</th>
                <th scope="col">Age</th>
                <th scope="col">Slot</th>
                <th scope="col" className="text-end">Rate</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c, i) => (
                <tr key={c.id}>
                  <td data-label="#">{rowNumber(data.currentPageNo, ADMIN_ROWS, i)}</td>
                  <td data-label="Name" className="fw-semibold">
                    {fullName(c)}
                  </td>
                  <td data-label="Email" className="text-break">
                    {c.email}
                  </td>
                  <td data-label="Category">{c.categoryName || categoryName(c.categoryId)}</td>
                  <td data-label="Age">{c.age || ''}</td>
                  <td data-label="Slot">{c.slotSize ? `${c.slotSize} min` : ''}</td>
                  <td data-label="Rate" className="text-end text-nowrap">
                    {formatPrice(c.slotRate)}
                  </td>
                  <td data-label="Status">
                    <ConsultantStatusBadge status={c.status} />
                    {c.bankChangePendingSince && (
                      <span className="badge text-bg-warning ms-1" title="Payouts wait until you confirm the new bank details">
                        Bank change to confirm
                      </span>
                    )}
                  </td>
                  <td data-label="Actions" className="text-end">
                    <Button variant="outline-primary" size="sm" onClick={() => setViewing(c)} aria-label={`View ${fullName(c)}`}>
                      View
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager page={data.currentPageNo} totalPages={data.totalNoOfPages} more={data.hasMorePages} onChange={(p) => search(filters, p)} label="Consultant pages" />
        </>
      )}
      <ConsultantModal
        consultant={viewing}
        categoryName={viewing ? categoryName(viewing.categoryId) : ''}
        busy={busy}
        onApprove={approve}
        onRejected={() => {
          setViewing(null);
          search(filters, page);
        }}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
