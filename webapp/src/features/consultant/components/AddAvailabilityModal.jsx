import { useState } from 'react';
import { Formik, Form as FormikForm, useField, useFormikContext } from 'formik';
import { useDispatch } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { FocusFirstError, SelectField, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { colomboToday } from '../../../lib/format.js';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../lib/http.js';
import { addAvailability } from '../consultantSlice.js';
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

/** '{slotRate}{currency} per {slotSize}min' (spec §2), the rate in rupees from the profile's cents. */
export function rateLine({ slotRate, currency = 'LKR', slotSize }) {
  return `${Math.round((Number(slotRate) || 0) / 100)}${currency || 'LKR'} per ${slotSize}min`;
}

/** Repeat: choosing another value resets No of Occurrence to 1 (spec §5). */
function RepeatField() {
  const { setFieldValue } = useFormikContext();
  return (
    <SelectField
      name="repeat"
      label="Repeat"
      options={REPEAT_OPTIONS}
      onValueChange={() => setFieldValue('noOfOccurrence', 1, false)}
    />
  );
}

/** No of Occurrence: disabled while Repeat is Once; at most 30. */
function OccurrenceField() {
  const [repeat] = useField('repeat');
  const once = String(repeat.value) === String(REPEAT.ONCE);
  return (
    <TextField
      name="noOfOccurrence"
      label="No of Occurrence"
      type="number"
      min={1}
      max={MAX_OCCURRENCES}
      step={1}
      inputMode="numeric"
      disabled={once}
      hint={`Max ${MAX_OCCURRENCES}`}
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
 * The Add Availability modal (spec §2): the profile's rate line, Date, Time, No of Slots, Repeat and
 * No of Occurrence, with Close and Save. `profile` is the consultant ({id, slotRate, slotSize, currency}).
 * `onSaved(message)` runs after the server created the slots.
 */
export default function AddAvailabilityModal({ show, profile, onClose, onSaved }) {
  const dispatch = useDispatch();
  const [error, setError] = useState(null);

  const onSubmit = async (values, { setSubmitting, setErrors }) => {
    setError(null);
    const result = await dispatch(addAvailability(toAvailabilityPayload(values, profile.id)));
    setSubmitting(false);
    if (addAvailability.fulfilled.match(result)) {
      onSaved?.(result.payload);
      return;
    }
    const failure = result.payload ?? {};
    const fields = serverFieldsToForm(failure.fields);
    if (Object.keys(fields).length) setErrors(fields);
    setError(failure.message || UNEXPECTED_ERROR_MESSAGE);
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
          <FormikForm noValidate aria-label="Add availability">
            <FocusFirstError />
            <Modal.Header closeButton>
              <Modal.Title id="add-availability-title" as="h2" className="h5">
                Add Availability
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
                  <TextField name="date" label="Date" type="date" min={colomboToday()} />
                </Col>
                <Col sm={6}>
                  <SelectField name="time" label="Time" options={TIME_CHOICES} hint="Colombo time" />
                </Col>
                <Col sm={4}>
                  <TextField
                    name="noOfSlots"
                    label="No of Slots"
                    type="number"
                    min={1}
                    max={MAX_SLOTS}
                    step={1}
                    inputMode="numeric"
                    hint={`Max ${MAX_SLOTS}, back to back`}
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
                Close
              </Button>
              <SubmitButton busy={isSubmitting}>Save</SubmitButton>
            </Modal.Footer>
          </FormikForm>
        )}
      </Formik>
    </Modal>
  );
}
