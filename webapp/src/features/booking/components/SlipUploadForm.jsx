import { useEffect, useState } from 'react';
import { Formik, Form as FormikForm, useFormikContext } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Trans, useLingui } from '@lingui/react';
import { FileField, FocusFirstError, SelectField, TextAreaField, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { colomboToday } from '../../../lib/format.js';
import { IMAGE_ACCEPT } from '../../../lib/uploads.js';
import { useCompanyBanksQuery, useUploadSlipMutation } from '../bookingApi.js';
import { bookingIdsOf } from '../bookingSlice.js';
import { clearSlipDetails } from '../checkoutStorage.js';
import { hasBookingDetails, SLIP_MESSAGES, slipFormData, slipSchema } from '../slipSchema.js';

export const bankLabel = (b) => [b.name, b.branch].filter(Boolean).join(' – ');

/** The chosen bank's account, so people can check where they paid. */
function ChosenAccount({ banks }) {
  const { values } = useFormikContext();
  const bank = banks.find((b) => String(b.id) === String(values.bankId));
  if (!bank) return null;
  return (
    <p className="small text-muted mt-n2 mb-3" aria-live="polite">
      <Trans
        id="booking.slip.chosenAccount"
        values={{ number: bank.accNumber, bank: bankLabel(bank) }}
        components={{ 0: <strong className="text-body" /> }}
      />
    </p>
  );
}

/** A preview of the chosen slip image. */
function SlipPreview() {
  const { _ } = useLingui();
  const { values } = useFormikContext();
  // The chosen file read as a data URL; a newer choice replaces it once read.
  const [preview, setPreview] = useState({ file: null, url: null });
  useEffect(() => {
    if (!values.file || typeof FileReader !== 'function') return undefined;
    const reader = new FileReader();
    reader.onload = () => setPreview({ file: values.file, url: reader.result });
    reader.readAsDataURL(values.file);
    return () => reader.abort();
  }, [values.file]);
  const url = preview.file === values.file ? preview.url : null;
  if (!url) return null;
  return <img src={url} alt={_('booking.slip.previewAlt')} className="slip-preview mb-3" />;
}

/**
 * The bank slip upload: read-only invoice and booking ids, the slip image, the bank paid
 * into, reference, remarks and payment date (a Sri Lanka date). `onUploaded(message)` after the server
 * took it; the upload invalidates the invoices and bookings, so the dashboard shows the new status.
 */
export default function SlipUploadForm({ details, consulteeId, onUploaded }) {
  const { _ } = useLingui();
  const banks = useCompanyBanksQuery();
  const [upload] = useUploadSlipMutation();
  // {id} of our own message, or {text} of the server's, or null.
  const [error, setError] = useState(null);
  const today = colomboToday();

  const onSubmit = async (values, { setSubmitting }) => {
    setError(null);
    if (!hasBookingDetails(details)) {
      setError({ id: SLIP_MESSAGES.bookingDetails });
      setSubmitting(false);
      return;
    }
    const result = await upload(slipFormData(details, values, consulteeId));
    setSubmitting(false);
    if (!result.error) {
      clearSlipDetails();
      onUploaded?.(result.data?.message || _('booking.slip.uploaded'));
      return;
    }
    setError({ id: SLIP_MESSAGES.uploadFailed, reason: result.error.message });
  };

  const bankOptions = (banks.data ?? []).map((b) => ({ value: String(b.id), label: bankLabel(b) }));
  return (
    <Formik
      initialValues={{ file: null, bankId: '', refNo: '', remarks: '', paymentDate: today }}
      validationSchema={slipSchema(today)}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label={_('booking.slip.formLabel')}>
          <FocusFirstError />
          {error && (
            <Alert variant="danger" className="d-flex gap-2 align-items-start" role="alert">
              <i className="bi bi-exclamation-octagon-fill" aria-hidden="true" />
              <span>{[_(error.id), error.reason].filter(Boolean).join(' ')}</span>
            </Alert>
          )}
          <Row>
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="slip-invoice-id">
                <Form.Label>{_('booking.slip.invoiceId')}</Form.Label>
                <Form.Control readOnly value={details?.invoiceId ?? ''} className="bg-light" />
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="slip-booking-ids">
                <Form.Label>{_('booking.slip.bookingIds')}</Form.Label>
                <Form.Control readOnly value={bookingIdsOf(details).join(', ')} className="bg-light" />
              </Form.Group>
            </Col>
          </Row>
          <FileField name="file" label={_('booking.slip.file')} accept={IMAGE_ACCEPT} hint={_('booking.slip.fileHint')} />
          <SlipPreview />
          <SelectField
            name="bankId"
            label={_('booking.slip.bank')}
            placeholder={banks.isLoading ? _('booking.slip.loadingBanks') : _('booking.slip.chooseBank')}
            options={bankOptions}
            disabled={banks.isLoading}
            hint={banks.isError ? _('booking.slip.banksFailed') : undefined}
          />
          <ChosenAccount banks={banks.data ?? []} />
          <Row>
            <Col sm={6}>
              <TextField name="refNo" label={_('booking.slip.refNo')} hint={_('booking.slip.refNoHint')} />
            </Col>
            <Col sm={6}>
              <TextField name="paymentDate" label={_('booking.slip.paymentDate')} type="date" max={today} />
            </Col>
          </Row>
          <TextAreaField name="remarks" label={_('booking.slip.remarks')} rows={3} />
          <SubmitButton busy={isSubmitting} className="w-100" size="lg">
            <i className="bi bi-upload me-2" aria-hidden="true" />
            {_('booking.slip.submit')}
          </SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}
