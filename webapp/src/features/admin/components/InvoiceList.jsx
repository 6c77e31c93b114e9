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
import { formatAmount, formatAnyDate } from '../../../lib/format.js';
import { ADMIN_ROWS, useAdminInvoicesQuery, useDecideSlipInvoiceMutation } from '../adminApi.js';
import { rowNumber } from '../adminViews.js';
import usePagedAdminList from '../usePagedAdminList.js';
import InvoiceModal from './InvoiceModal.jsx';
import InvoiceSearch from './InvoiceSearch.jsx';
import { InvoiceStatusBadge } from './StatusBadges.jsx';

/**
 * The Invoices tab: search, the paged table and the 'View Invoice' modal. A slip decision refreshes
 * the list through the Invoice tag.
 */
export default function InvoiceList() {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const { view, data, query, show } = usePagedAdminList('invoices', useAdminInvoicesQuery);
  const [decideSlip, { isLoading: busy }] = useDecideSlipInvoiceMutation();
  const [viewing, setViewing] = useState(null);

  const decide = async (invoice, invoiceStatus, adminRemark) => {
    const result = await decideSlip({ invoiceId: invoice.invoiceId, invoiceStatus, adminRemark: adminRemark.trim() });
    if (result.error) {
      dispatch(alertError([_('admin.invoices.updateFailed'), result.error.message].filter(Boolean).join(' ')));
      return;
    }
    dispatch(alertSuccess(result.data?.message || _('admin.invoices.updated')));
    setViewing(null);
  };

  const rows = data?.pageData ?? [];
  const h = {
    date: _('admin.invoices.date'),
    consultant: _('admin.field.consultant'),
    consultee: _('admin.field.consultee'),
    total: _('admin.invoices.total'),
    share: _('admin.invoices.share'),
    status: _('admin.field.status'),
    actions: _('admin.actions'),
  };
  return (
    <>
      <InvoiceSearch initial={view.filters} onSearch={(filters) => show({ filters, page: 1 })} />
      {query.isError && <Alert variant="danger">{_('admin.invoices.listFailed')}</Alert>}
      {query.isLoading && <InlineSpinner label={_('admin.invoices.loading')} />}
      {data && rows.length === 0 && <EmptyState icon="bi-receipt" message={_('admin.noData')} />}
      {rows.length > 0 && (
        <>
          <Table responsive="lg" hover className="table-stack admin-table align-middle">
            <caption className="visually-hidden">{_('admin.invoices.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{h.date}</th>
                <th scope="col">{h.consultant}</th>
                <th scope="col">{h.consultee}</th>
                <th scope="col" className="text-end">{h.total}</th>
                <th scope="col" className="text-end">{h.share}</th>
                <th scope="col">{h.status}</th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">{h.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((inv, i) => (
                <tr key={inv.invoiceId}>
                  <td data-label="#">{rowNumber(data.currentPageNo, ADMIN_ROWS, i)}</td>
                  <td data-label={h.date} className="text-nowrap">
                    {formatAnyDate(inv.invoiceDate)}
                  </td>
                  <td data-label={h.consultant}>{inv.consultantName}</td>
                  <td data-label={h.consultee}>{inv.consulteeName}</td>
                  <td data-label={h.total} className="text-end text-nowrap">
                    {formatAmount(inv.totalAmount)}
                  </td>
                  <td data-label={h.share} className="text-end text-nowrap">
                    {formatAmount(inv.cerebroAmount)}
                  </td>
                  <td data-label={h.status}>
                    <InvoiceStatusBadge status={inv.invoiceStatus} />
                  </td>
                  <td data-label={h.actions} className="text-end">
                    <Button
                      variant="outline-primary"
                      size="sm"
                      onClick={() => setViewing(inv)}
                      aria-label={_('admin.invoices.viewAria', { id: inv.invoiceId })}
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
            onChange={(page) => show({ page })}
            label={_('admin.invoices.pages')}
          />
        </>
      )}
      <InvoiceModal invoice={viewing} busy={busy} onDecide={decide} onClose={() => setViewing(null)} />
    </>
  );
}
