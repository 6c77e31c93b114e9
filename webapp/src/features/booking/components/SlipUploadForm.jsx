import { useEffect, useState } from 'react';
import { Formik, Form as FormikForm, useFormikContext } from 'formik';
import { useDispatch, useSelector } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FileField, FocusFirstError, SelectField, TextAreaField, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { colomboToday } from '../../../lib/format.js';
import { IMAGE_ACCEPT } from '../../../lib/uploads.js';
import { bookingIdsOf, fetchBanks, MESSAGES, selectBanks, uploadSlip } from '../bookingSlice.js';
import { hasBookingDetails, slipSchema } from '../slipSchema.js';

export const bankLabel = (b) => [b.name, b.branch].filter(Boolean).join(' – ');

/** The chosen bank's account, so people can check where they paid. */
function ChosenAccount({ banks }) {
  const { values } = useFormikContext();
  const bank = banks.find((b) => String(b.id) === String(values.bankId));
  if (!bank) return null;
  return (
    <p className="small text-muted mt-n2 mb-3" aria-live="polite">
      Account number <strong className="text-body">{bank.accNumber}</strong> at {bankLabel(bank)}
    </p>
  );
}

/** A preview of the chosen slip image. */
function SlipPreview() {
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
  return <img src={url} alt="Preview of the chosen payment slip" className="slip-preview mb-3" />;
}

/**
 * The bank slip upload (spec §2): read-only invoice and booking ids, the slip image, the bank paid
 * into, reference, remarks and payment date. `onUploaded(message)` after the server took it.
 */
export default function SlipUploadForm({ details, consulteeId, onUploaded }) {
  const dispatch = useDispatch();
  const banks = useSelector(selectBanks);
  const [error, setError] = useState(null);
  const today = colomboToday();

  useEffect(() => {
    dispatch(fetchBanks());
  }, [dispatch]);

  const onSubmit = async (values, { setSubmitting }) => {
    setError(null);
    if (!hasBookingDetails(details)) {
      setError(MESSAGES.bookingDetails);
      setSubmitting(false);
      return;
    }
    const result = await dispatch(uploadSlip({ details, values, consulteeId }));
    setSubmitting(false);
    if (uploadSlip.fulfilled.match(result)) {
      onUploaded?.(result.payload);
      return;
    }
    setError([MESSAGES.slipFailed, result.payload?.message].filter(Boolean).join(' '));
  };

  const bankOptions = banks.items.map((b) => ({ value: String(b.id), label: bankLabel(b) }));
  return (
    <Formik
      initialValues={{ file: null, bankId: '', refNo: '', remarks: '', paymentDate: today }}
      validationSchema={slipSchema(today)}
      onSubmit={onSubmit}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label="Upload payment slip">
          <FocusFirstError />
          {error && (
            <Alert variant="danger" className="d-flex gap-2 align-items-start" role="alert">
              <i className="bi bi-exclamation-octagon-fill" aria-hidden="true" />
              <span>{error}</span>
            </Alert>
          )}
          <Row>
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="slip-invoice-id">
                <Form.Label>Invoice ID</Form.Label>
                <Form.Control readOnly value={details?.invoiceId ?? ''} className="bg-light" />
              </Form.Group>
            </Col>
            <Col sm={6}>
              <Form.Group className="mb-3" controlId="slip-booking-ids">
                <Form.Label>Booking ID(s)</Form.Label>
                <Form.Control readOnly value={bookingIdsOf(details).join(', ')} className="bg-light" />
              </Form.Group>
            </Col>
          </Row>
          <FileField name="file" label="Payment Slip" accept={IMAGE_ACCEPT} hint="A photo or scan of the slip: PNG or JPEG, up to 5 MB." />
          <SlipPreview />
          <SelectField
            name="bankId"
            label="Bank"
            placeholder={banks.status === 'loading' ? 'Loading banks…' : 'Select the bank you paid into'}
            options={bankOptions}
            disabled={banks.status === 'loading'}
            hint={banks.status === 'failed' ? 'We could not load the bank list. Please reload the page.' : undefined}
          />
          <ChosenAccount banks={banks.items} />
          <Row>
            <Col sm={6}>
              <TextField name="refNo" label="Ref Number" hint="The reference printed on the slip, if any." />
            </Col>
            <Col sm={6}>
              <TextField name="paymentDate" label="Payment date" type="date" max={today} />
            </Col>
          </Row>
          <TextAreaField name="remarks" label="Remarks" rows={3} />
          <SubmitButton busy={isSubmitting} className="w-100" size="lg">
            <i className="bi bi-upload me-2" aria-hidden="true" />
            Upload Payment Slip
          </SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}
