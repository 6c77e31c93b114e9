import { Form as FormikForm, Formik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import * as yup from 'yup';
import { FocusFirstError, TextField } from '../../components/FormField.jsx';
import SubmitButton from '../../components/SubmitButton.jsx';
import { useSaveRefundAccountMutation } from './refundAccountApi.js';
import { refundCause, refundStep, wantsBankAccount } from './refundSteps.js';

const accountSchema = yup.object({
  accountName: yup.string().trim().min(2, 'Enter the account holder’s name.').max(100).required('Enter the account holder’s name.'),
  bank: yup.string().trim().min(2, 'Enter the bank.').max(100).required('Enter the bank.'),
  branch: yup.string().trim().min(2, 'Enter the branch.').max(100).required('Enter the branch.'),
  accountNumber: yup
    .string()
    .transform((v) => (v ?? '').replace(/[\s-]/g, ''))
    .matches(/^[0-9]{5,20}$/, 'An account number is 5 to 20 digits.')
    .required('Enter the account number.'),
});

/** The bank account a transfer refund of the invoice is paid into; `onSaved()` once saved. */
function RefundAccountForm({ invoice, onSaved }) {
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
        <FormikForm noValidate aria-label={`Bank account for the refund of ${invoice.cref}`} className="refund-account mt-2">
          <FocusFirstError />
          {error && <Alert variant="danger">{error.message || 'The bank details could not be saved. Please try again.'}</Alert>}
          <div className="row g-2">
            <TextField name="accountName" label="Account holder" className="col-md-6 mb-2" autoComplete="name" />
            <TextField name="accountNumber" label="Account number" className="col-md-6 mb-2" inputMode="numeric" />
            <TextField name="bank" label="Bank" className="col-md-6 mb-2" />
            <TextField name="branch" label="Branch" className="col-md-6 mb-2" />
          </div>
          <SubmitButton busy={isSubmitting} variant="outline-primary" size="sm">
            {current ? 'Update bank details' : 'Save bank details'}
          </SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}

/** An invoice's refunds, each at its step, and the bank details a transfer refund needs. */
export default function InvoiceRefunds({ invoice, onAccountSaved }) {
  const refunds = invoice.refunds ?? [];
  if (refunds.length === 0) return null;
  const hasAccount = Boolean(invoice.refundAccount);
  return (
    <>
      <h3 className="invoice-section-title">Refunds</h3>
      <ul className="list-unstyled invoice-refunds">
        {refunds.map((r, i) => {
          const step = refundStep(r, hasAccount);
          return (
            // Refund lines have no id of their own; their order is stable (oldest first).
            <li key={i} className="mb-1">
              {r.cause && <span className="d-block small text-muted">{refundCause(r.cause)}</span>}
              <span className="fw-semibold">{step.label}</span>
              {step.hint && <span className="text-muted"> · {step.hint}</span>}
              {r.adminRemark && <span className="d-block small">Cerebro’s note: “{r.adminRemark}”</span>}
            </li>
          );
        })}
      </ul>
      {hasAccount && (
        <p className="small mb-1">
          Transfers go to {invoice.refundAccount.accountName}, {invoice.refundAccount.bank} ({invoice.refundAccount.branch}),
          account ending {invoice.refundAccount.accountNumber.slice(-4)}.
        </p>
      )}
      {wantsBankAccount(invoice) && <RefundAccountForm invoice={invoice} onSaved={onAccountSaved} />}
    </>
  );
}
