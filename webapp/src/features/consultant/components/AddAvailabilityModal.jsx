import { useState } from 'react';
import { Formik, Form as FormikForm, useField, useFormikContext } from 'formik';
import { useDispatch } from 'react-redux';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { FocusFirstError, SelectField, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { withLoading } from '../../../components/feedback/appSlice.js';
import { i18n } from '../../../i18n/index.js';
import { colomboInstant, colomboToday, differsFromSriLanka } from '../../../lib/format.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import { useAddAvailabilityMutation } from '../consultantApi.js';
import {
  MAX_OCCURRENCES,
  MAX_SLOTS,
  REPEAT,
  REPEAT_OPTIONS,
  TIME_CHOICES,
  availabilityDefaults,
  availabilitySchema,
  serverFieldsToForm,
  toAvailabilityPayload,
} from '../availabilitySchema.js';

/** '{slotRate}{currency} per {slotSize}min', the rate in rupees from the profile's cents. */
export function rateLine({ slotRate, currency = 'LKR', slotSize }) {
  return i18n._('consultant.availability.rateLine', {
    rate: Math.round((Number(slotRate) || 0) / 100),
    currency: currency || 'LKR',
    size: slotSize,
  });
}

/** Repeat: choosing another value resets No of Occurrence to 1, so a count
 * chosen for one repeat is not carried into another by mistake. */
function RepeatField() {
  const { _ } = useLingui();
  const { setFieldValue } = useFormikContext();
  return (
    <SelectField
      name="repeat"
      label={_('consultant.availability.repeat')}
      options={REPEAT_OPTIONS}
      onValueChange={() => setFieldValue('noOfOccurrence', 1, false)}
    />
  );
}

/** No of Occurrence: disabled while Repeat is Once; at most 30. */
function OccurrenceField() {
  const { _ } = useLingui();
  const [repeat] = useField('repeat');
  const once = String(repeat.value) === String(REPEAT.ONCE);
  return (
    <TextField
      name="noOfOccurrence"
      label={_('consultant.availability.occurrences')}
      type="number"
      min={1}
      max={MAX_OCCURRENCES}
      step={1}
      inputMode="numeric"
      disabled={once}
      hint={_('consultant.availability.max', { max: MAX_OCCURRENCES })}
    />
  );
}

/** The date, a Sri Lanka one: said so when the consultant's own clock reads otherwise that day. */
function DateField() {
  const { _ } = useLingui();
  const [date] = useField('date');
  const abroad = differsFromSriLanka(colomboInstant(date.value || colomboToday(), '12:00'));
  return (
    <TextField
      name="date"
      label={_('consultant.availability.date')}
      type="date"
      min={colomboToday()}
      hint={abroad ? _('consultant.availability.sriLankaDate') : undefined}
    />
  );
}

/** The slot size comes from the profile; its message shows under the rate line if it is missing. */
function SlotSizeMessage() {
  const [, meta] = useField('slotSize');
  const { submitCount } = useFormikContext();
  if (!submitCount || !meta.error) return null;
  return <div className="invalid-feedback d-block mt-n2 mb-3">{meta.error}</div>;
}

/**
 * The Add Availability modal: the profile's rate line, Date, Time, No of Slots, Repeat and
 * No of Occurrence, with Close and Save. `profile` is the consultant ({id, slotRate, slotSize, currency}).
 * `onSaved(message)` runs after the server created the slots.
 */
export default function AddAvailabilityModal({ show, profile, onClose, onSaved }) {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const [addAvailability] = useAddAvailabilityMutation();
  const [error, setError] = useState(null);

  const onSubmit = async (values, { setSubmitting, setErrors }) => {
    setError(null);
    const saving = withLoading(dispatch, () => addAvailability(toAvailabilityPayload(values, profile.id)).unwrap());
    const [message, failure] = await saving.then((m) => [m, null], (f) => [null, f ?? {}]);
    setSubmitting(false);
    if (!failure) {
      onSaved?.(message);
      return;
    }
    const fields = serverFieldsToForm(failure.fields);
    if (Object.keys(fields).length) setErrors(fields);
    setError(failure.message || unexpectedErrorMessage());
  };

  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Modal show={show} onHide={close} centered size="lg" aria-labelledby="add-availability-title">
      <Formik
        initialValues={availabilityDefaults(profile?.slotSize)}
        validationSchema={availabilitySchema()}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <FormikForm noValidate aria-label={_('consultant.availability.form')}>
            <FocusFirstError />
            <Modal.Header closeButton>
              <Modal.Title id="add-availability-title" as="h2" className="h5">
                {_('consultant.availability.add')}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <p className="rate-line">
                <i className="bi bi-tag me-2" aria-hidden="true" />
                <strong>{rateLine(profile ?? {})}</strong>
              </p>
              <SlotSizeMessage />
              {error && (
                <Alert variant="danger" className="d-flex gap-2 align-items-start" role="alert">
                  <i className="bi bi-exclamation-octagon-fill" aria-hidden="true" />
                  <span>{error}</span>
                </Alert>
              )}
              <Row>
                <Col sm={6}>
                  <DateField />
                </Col>
                <Col sm={6}>
                  <SelectField name="time" label={_('consultant.availability.time')} options={TIME_CHOICES} hint={_('consultant.availability.colomboTime')} />
                </Col>
                <Col sm={4}>
                  <TextField
                    name="noOfSlots"
                    label={_('consultant.availability.slots')}
                    type="number"
                    min={1}
                    max={MAX_SLOTS}
                    step={1}
                    inputMode="numeric"
                    hint={_('consultant.availability.maxBackToBack', { max: MAX_SLOTS })}
                  />
                </Col>
                <Col sm={4}>
                  <RepeatField />
                </Col>
                <Col sm={4}>
                  <OccurrenceField />
                </Col>
              </Row>
            </Modal.Body>
            <Modal.Footer>
              <Button variant="outline-secondary" onClick={close}>
                {_('consultant.availability.close')}
              </Button>
              <SubmitButton busy={isSubmitting}>{_('consultant.availability.save')}</SubmitButton>
            </Modal.Footer>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
