import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import Pager from '../../../components/Pager.jsx';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { formatAmount, formatAnyDate } from '../../../lib/format.js';
import { ADMIN_MESSAGES, ADMIN_ROWS, decideInvoice, searchInvoices, selectAdminInvoices } from '../adminSlice.js';
import { rowNumber } from '../adminViews.js';
import InvoiceModal from './InvoiceModal.jsx';
import InvoiceSearch from './InvoiceSearch.jsx';
import { InvoiceStatusBadge } from './StatusBadges.jsx';
import useOnOpen from '../../../lib/useOnOpen.js';

/** The Invoices tab: search, the paged table and the 'View Invoice' modal. */
export default function InvoiceList() {
  const dispatch = useDispatch();
  const { filters, page, data, status } = useSelector(selectAdminInvoices);
  const [viewing, setViewing] = useState(null);
  const [busy, setBusy] = useState(false);
  const search = (f, p = 1) => dispatch(searchInvoices({ filters: f, page: p }));

  useOnOpen(() => {
    if (status === 'idle') search(filters, page);
  });

  const decide = async (invoice, invoiceStatus, adminRemark) => {
    setBusy(true);
    const result = await dispatch(decideInvoice({ invoiceId: invoice.invoiceId, invoiceStatus, adminRemark: adminRemark.trim() }));
    setBusy(false);
    if (decideInvoice.fulfilled.match(result)) {
      dispatch(alertSuccess(result.payload));
      setViewing(null);
      search(filters, page);
    } else {
      dispatch(alertError([ADMIN_MESSAGES.invoiceUpdateFailed, result.payload?.message].filter(Boolean).join(' ')));
    }
  };

  const rows = data?.pageData ?? [];
  return (
    <>
      <InvoiceSearch initial={filters} onSearch={(f) => search(f, 1)} />
      {status === 'failed' && <Alert variant="danger">{ADMIN_MESSAGES.invoiceList}</Alert>}
      {status === 'loading' && !data && <InlineSpinner label="Loading invoices…" />}
      {data && rows.length === 0 && <EmptyState icon="bi-receipt" message={ADMIN_MESSAGES.noData} />}
      {rows.length > 0 && (
        <>
          <Table responsive="lg" hover className="table-stack admin-table align-middle">
            <caption className="visually-hidden">Invoices</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Invoice Date</th>
                <th scope="col">Consultant</th>
                <th scope="col">Consultee</th>
                <th scope="col" className="text-end">Total Amount</th>
                <th scope="col" className="text-end">Cerebro Share</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((inv, i) => (
                <tr key={inv.invoiceId}>
                  <td data-label="#">{rowNumber(data.currentPageNo, ADMIN_ROWS, i)}</td>
                  <td data-label="Invoice Date" className="text-nowrap">
                    {formatAnyDate(inv.invoiceDate)}
                  </td>
                  <td data-label="Consultant">{inv.consultantName}</td>
                  <td data-label="Consultee">{inv.consulteeName}</td>
                  <td data-label="Total Amount" className="text-end text-nowrap">
                    {formatAmount(inv.totalAmount)}
                  </td>
                  <td data-label="Cerebro Share" className="text-end text-nowrap">
                    {formatAmount(inv.cerebroAmount)}
                  </td>
                  <td data-label="Status">
                    <InvoiceStatusBadge status={inv.invoiceStatus} />
                  </td>
                  <td data-label="Actions" className="text-end">
                    <Button variant="outline-primary" size="sm" onClick={() => setViewing(inv)} aria-label={`View invoice ${inv.invoiceId}`}>
                      View
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager page={data.currentPageNo} totalPages={data.totalNoOfPages} onChange={(p) => search(filters, p)} label="Invoice pages" />
        </>
      )}
      <InvoiceModal invoice={viewing} busy={busy} onDecide={decide} onClose={() => setViewing(null)} />
    </>
  );
}
