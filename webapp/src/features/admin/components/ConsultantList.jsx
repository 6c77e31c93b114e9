import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import Pager from '../../../components/Pager.jsx';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { formatPrice } from '../../../lib/format.js';
import { ADMIN_ROWS, useAdminConsultantsQuery } from '../adminApi.js';
import { useSetConsultantStatusMutation } from '../consultantReviewApi.js';
import { fullName, rowNumber } from '../adminViews.js';
import usePagedAdminList from '../usePagedAdminList.js';
import ConsultantModal from './ConsultantModal.jsx';
import ConsultantSearchPanel from './ConsultantSearchPanel.jsx';
import { ConsultantStatusBadge } from './StatusBadges.jsx';
import { categoryLabel } from '../../categories/index.js';

/**
 * The Consultant List tab: search panel, paged table and the 'View Consultant' modal with Approve. A
 * decision refreshes the list through the Consultant tag.
 */
export default function ConsultantList({ categories }) {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const { view, data, query, show } = usePagedAdminList('consultants', useAdminConsultantsQuery);
  const [setStatus, { isLoading: busy }] = useSetConsultantStatusMutation();
  const [viewing, setViewing] = useState(null);
  const categoryName = (id) => categories.find((c) => String(c.id) === String(id))?.name ?? '';

  const approve = async (consultant) => {
    const result = await setStatus({ id: consultant.id, status: 'VERIFIED' });
    if (result.error) {
      dispatch(alertError(_('admin.consultants.updateFailed')));
      return;
    }
    dispatch(alertSuccess(result.data?.message || _('admin.consultants.updated')));
    setViewing(null);
  };

  const rows = data?.pageData ?? [];
  const headers = {
    name: _('admin.field.name'),
    email: _('admin.field.email'),
    category: _('admin.field.category'),
    age: _('admin.field.age'),
    slot: _('admin.consultants.slot'),
    rate: _('admin.consultants.rate'),
    status: _('admin.field.status'),
    actions: _('admin.actions'),
  };
  return (
    <>
      <ConsultantSearchPanel initial={view.filters} categories={categories} onSearch={(filters) => show({ filters, page: 1 })} />
      {query.isError && <Alert variant="danger">{_('admin.consultants.listFailed')}</Alert>}
      {query.isLoading && <InlineSpinner label={_('admin.consultants.loading')} />}
      {data && rows.length === 0 && <EmptyState icon="bi-people" message={_('admin.noData')} />}
      {rows.length > 0 && (
        <>
          <Table responsive="lg" hover className="table-stack admin-table align-middle">
            <caption className="visually-hidden">{_('admin.consultants.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{headers.name}</th>
                <th scope="col">{headers.email}</th>
                <th scope="col">{headers.category}</th>
                <th scope="col">{headers.age}</th>
                <th scope="col">{headers.slot}</th>
                <th scope="col" className="text-end">{headers.rate}</th>
                <th scope="col">{headers.status}</th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">{headers.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c, i) => (
                <tr key={c.id}>
                  <td data-label="#">{rowNumber(data.currentPageNo, ADMIN_ROWS, i)}</td>
                  <td data-label={headers.name} className="fw-semibold">
                    {fullName(c)}
                  </td>
                  <td data-label={headers.email} className="text-break">
                    {c.email}
                  </td>
                  <td data-label={headers.category}>{categoryLabel(c.categoryName || categoryName(c.categoryId))}</td>
                  <td data-label={headers.age}>{c.age || ''}</td>
                  <td data-label={headers.slot}>{c.slotSize ? _('admin.consultants.slotMinutes', { minutes: c.slotSize }) : ''}</td>
                  <td data-label={headers.rate} className="text-end text-nowrap">
                    {formatPrice(c.slotRate)}
                  </td>
                  <td data-label={headers.status}>
                    <ConsultantStatusBadge status={c.status} />
                    {c.bankChangePendingSince && (
                      <span className="badge text-bg-warning ms-1" title={_('admin.consultants.bankChangeHint')}>
                        {_('admin.consultants.bankChange')}
                      </span>
                    )}
                  </td>
                  <td data-label={headers.actions} className="text-end">
                    <Button
                      variant="outline-primary"
                      size="sm"
                      onClick={() => setViewing(c)}
                      aria-label={_('admin.consultants.viewAria', { name: fullName(c) })}
                    >
                      {_('admin.view')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager
            page={data.currentPageNo}
            totalPages={data.totalNoOfPages}
            more={data.hasMorePages}
            onChange={(page) => show({ page })}
            label={_('admin.consultants.pages')}
          />
        </>
      )}
      <ConsultantModal
        consultant={viewing}
        categoryName={viewing ? categoryName(viewing.categoryId) : ''}
        busy={busy}
        onApprove={approve}
        onChanged={() => setViewing(null)}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
