import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import Accordion from 'react-bootstrap/Accordion';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ConfirmDialog from '../../../components/ConfirmDialog.jsx';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { formatAmount } from '../../../lib/format.js';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../lib/http.js';
import { isPaidInvoice, isPendingInvoice } from '../../../lib/invoiceStatus.js';
import { invoiceTotal } from '../bookingViews.js';
import { cancelInvoice, fetchConsulteeInvoices, selectConsulteeInvoices } from '../consulteeSlice.js';
import InvoiceItem from './InvoiceItem.jsx';

export const INVOICE_LIST_ERROR = 'Failed to get invoice list. Please try again.';
export const BOOKING_CANCELLED = 'Your booking was cancelled.';

function Section({ title, invoices, onPay, onCancel, onRefresh, defaultOpen }) {
  if (invoices.length === 0) return null;
  return (
    <section className="mb-4" aria-label={title}>
      <h3 className="h6 text-uppercase text-muted fw-bold mb-2">{title}</h3>
      <Accordion defaultActiveKey={defaultOpen ? String(invoices[0].id) : undefined} alwaysOpen className="invoice-accordion">
        {invoices.map((inv) => (
          <InvoiceItem key={inv.id} invoice={inv} onPay={onPay} onCancel={onCancel} onRefresh={onRefresh} />
        ))}
      </Accordion>
    </section>
  );
}

/**
 * The My Invoice tab: pending invoices (waiting for payment, for approval, or failed) and paid ones.
 * `onPay(invoice)` starts paying a pending one; cancelling is asked first.
 */
export default function InvoiceList({ consulteeId, onPay }) {
  const dispatch = useDispatch();
  const { items, status } = useSelector(selectConsulteeInvoices);
  const [toCancel, setToCancel] = useState(null);
  const load = useCallback(() => dispatch(fetchConsulteeInvoices(consulteeId)), [consulteeId, dispatch]);

  useEffect(() => {
    load();
  }, [load]);

  const confirmCancel = async () => {
    const invoice = toCancel;
    setToCancel(null);
    const result = await dispatch(cancelInvoice({ invoiceId: invoice.id, consulteeId }));
    if (cancelInvoice.fulfilled.match(result)) dispatch(alertSuccess(BOOKING_CANCELLED));
    else dispatch(alertError(result.payload?.message || UNEXPECTED_ERROR_MESSAGE));
  };

  if ((status === 'idle' || status === 'loading') && items.length === 0) {
    return <InlineSpinner label="Loading your invoices…" />;
  }
  if (status === 'failed' && items.length === 0) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{INVOICE_LIST_ERROR}</span>
        <Button variant="outline-danger" size="sm" onClick={load}>
          Try again
        </Button>
      </Alert>
    );
  }
  const pending = items.filter((i) => isPendingInvoice(i.status));
  const paid = items.filter((i) => isPaidInvoice(i.status));
  if (pending.length + paid.length === 0) return <EmptyState icon="bi-receipt" message="You have no invoices yet." />;
  return (
    <>
      <Section title="Pending" invoices={pending} onPay={onPay} onCancel={setToCancel} onRefresh={load} defaultOpen />
      <Section title="Successful" invoices={paid} onPay={onPay} onCancel={setToCancel} onRefresh={load} />
      <ConfirmDialog
        show={Boolean(toCancel)}
        title="Cancel this booking?"
        confirmLabel="Cancel Booking"
        cancelLabel="Keep it"
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      >
        {toCancel && (
          <p className="mb-0">
            Invoice <strong>{toCancel.cref || toCancel.id}</strong> for {formatAmount(invoiceTotal(toCancel))} will be
            cancelled and its cerebroslots released for others to book.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
