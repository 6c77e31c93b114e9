import { Form as FormikForm, Formik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import { useLingui } from '@lingui/react';
import * as yup from 'yup';
import { FocusFirstError, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { useSaveRefundAccountMutation } from '../refundAccountApi.js';
import { refundCause, refundStep, wantsBankAccount } from '../refundSteps.js';
import { msg } from '../../../i18n/index.js';

/** A required text of 2 to 100 characters; `message` is the id of what to say when it is missing. */
const text = (message) => yup.string().trim().min(2, message).max(100, msg('booking.refundAccount.tooLong')).required(message);

// Messages are ids: the form's fields translate them when shown.
const accountSchema = yup.object({
  accountName: text(msg('booking.refundAccount.nameRequired')),
  bank: text(msg('booking.refundAccount.bankRequired')),
  branch: text(msg('booking.refundAccount.branchRequired')),
  accountNumber: yup
    .string()
    .transform((v) => (v ?? '').replace(/[\s-]/g, ''))
    .matches(/^[0-9]{5,20}$/, msg('booking.refundAccount.numberDigits'))
    .required(msg('booking.refundAccount.numberRequired')),
});

/** The bank account a transfer refund of the invoice is paid into; `onSaved()` once saved. */
function RefundAccountForm({ invoice, onSaved }) {
  const { _ } = useLingui();
  const [save, { error }] = useSaveRefundAccountMutation();
  const current = invoice.refundAccount;
  const initial = {
    accountName: current?.accountName ?? '',
    bank: current?.bank ?? '',
    branch: current?.branch ?? '',
    accountNumber: current?.accountNumber ?? '',
  };
  return (
    <Formik
      initialValues={initial}
      validationSchema={accountSchema}
      onSubmit={async (values) => {
        const saved = await save({ invoiceId: invoice.id, ...accountSchema.cast(values) });
        if (!saved.error) onSaved?.();
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label={_('booking.refundAccount.formLabel', { invoice: invoice.cref })} className="refund-account mt-2">
          <FocusFirstError />
          {error && <Alert variant="danger">{error.message || _('booking.refundAccount.failed')}</Alert>}
          {invoice.paymentMethod === 'ONLINE' && <p className="small text-muted mb-2">{_('booking.refundAccount.cardHolder')}</p>}
          <div className="row g-2">
            <TextField name="accountName" label={_('booking.refundAccount.holder')} className="col-md-6 mb-2" autoComplete="name" />
            <TextField name="accountNumber" label={_('booking.refundAccount.number')} className="col-md-6 mb-2" inputMode="numeric" />
            <TextField name="bank" label={_('booking.refundAccount.bank')} className="col-md-6 mb-2" />
            <TextField name="branch" label={_('booking.refundAccount.branch')} className="col-md-6 mb-2" />
          </div>
          <SubmitButton busy={isSubmitting} variant="outline-primary" size="sm">
            {current ? _('booking.refundAccount.update') : _('booking.refundAccount.save')}
          </SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}

/**
 * An invoice's refunds, each at its step, and the bank details a transfer refund needs. Saving them
 * invalidates the invoice, so the list showing it refreshes; `onAccountSaved()` after.
 */
export default function InvoiceRefunds({ invoice, onAccountSaved }) {
  const { _ } = useLingui();
  const refunds = invoice.refunds ?? [];
  if (refunds.length === 0) return null;
  const hasAccount = Boolean(invoice.refundAccount);
  return (
    <>
      <h3 className="invoice-section-title">{_('booking.refund.title')}</h3>
      <ul className="list-unstyled invoice-refunds">
        {refunds.map((r, i) => {
          const step = refundStep(r, hasAccount);
          return (
            // Refund lines have no id of their own; their order is stable (oldest first).
            <li key={i} className="mb-1">
              {r.cause && <span className="d-block small text-muted">{refundCause(r.cause)}</span>}
              <span className="fw-semibold">{step.label}</span>
              {step.hint && <span className="text-muted"> · {step.hint}</span>}
              {r.adminRemark && <span className="d-block small">{_('booking.refund.adminNote', { note: r.adminRemark })}</span>}
            </li>
          );
        })}
      </ul>
      {hasAccount && (
        <p className="small mb-1">
          {_('booking.refund.transfersGoTo', {
            name: invoice.refundAccount.accountName,
            bank: invoice.refundAccount.bank,
            branch: invoice.refundAccount.branch,
            last4: invoice.refundAccount.accountNumber.slice(-4),
          })}
        </p>
      )}
      {wantsBankAccount(invoice) && <RefundAccountForm invoice={invoice} onSaved={onAccountSaved} />}
    </>
  );
}
