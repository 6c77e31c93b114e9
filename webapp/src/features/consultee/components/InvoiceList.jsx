import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Trans, useLingui } from '@lingui/react';
import Accordion from 'react-bootstrap/Accordion';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ConfirmDialog from '../../../components/ConfirmDialog.jsx';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { withLoading } from '../../../components/feedback/appSlice.js';
import { formatAmount } from '../../../lib/format.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { isPaidInvoice, isPendingInvoice } from '../../../lib/invoiceStatus.js';
import { invoiceTotal } from '../bookingViews.js';
import { invoicesChanged, useCancelInvoiceMutation, useConsulteeInvoices } from '../consulteeApi.js';
import InvoiceItem from './InvoiceItem.jsx';

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
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const { data: invoices, isLoading, isError, refetch } = useConsulteeInvoices(consulteeId);
  const [cancelInvoice] = useCancelInvoiceMutation();
  const [toCancel, setToCancel] = useState(null);
  const refresh = () => dispatch(invoicesChanged());

  const confirmCancel = async () => {
    const invoice = toCancel;
    setToCancel(null);
    try {
      await withLoading(dispatch, () => cancelInvoice(invoice.id).unwrap());
      dispatch(alertSuccess(_('consultee.invoices.cancelled')));
    } catch (failure) {
      dispatch(alertError(failure?.message || unexpectedErrorMessage()));
    }
  };

  if (isLoading) return <InlineSpinner label={_('consultee.invoices.loading')} />;
  if (isError && !invoices) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{_('consultee.invoices.failed')}</span>
        <Button variant="outline-danger" size="sm" onClick={refetch}>
          {_('consultee.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const pending = (invoices ?? []).filter((i) => isPendingInvoice(i.status));
  const paid = (invoices ?? []).filter((i) => isPaidInvoice(i.status));
  if (pending.length + paid.length === 0) return <EmptyState icon="bi-receipt" message={_('consultee.invoices.none')} />;
  return (
    <>
      <Section title={_('consultee.invoices.pending')} invoices={pending} onPay={onPay} onCancel={setToCancel} onRefresh={refresh} defaultOpen />
      <Section title={_('consultee.invoices.successful')} invoices={paid} onPay={onPay} onCancel={setToCancel} onRefresh={refresh} />
      <ConfirmDialog
        show={Boolean(toCancel)}
        title={_('consultee.invoices.cancelTitle')}
        confirmLabel={_('consultee.invoices.cancelBooking')}
        cancelLabel={_('consultee.invoices.keepIt')}
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      >
        {toCancel && (
          <p className="mb-0">
            <Trans
              id="consultee.invoices.cancelText"
              values={{ invoice: toCancel.cref || toCancel.id, amount: formatAmount(invoiceTotal(toCancel)) }}
              components={{ 0: <strong /> }}
            />
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
