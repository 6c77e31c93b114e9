import { useEffect, useState } from 'react';
import { Formik, Form as FormikForm, useField, useFormikContext } from 'formik';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { FocusFirstError, RadioGroupField, SelectField, TextField } from '../../../components/FormField.jsx';
import ImagePicker from '../../../components/ImagePicker.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { UNEXPECTED_ERROR_MESSAGE } from '../../../lib/http.js';
import { imageFileProblem, uploadImage } from '../../../lib/uploads.js';
import { fetchConsulteeProfile, saveConsulteeProfile, selectConsulteeProfile } from '../consulteeSlice.js';
import {
  COUNTRIES,
  CURRENCIES,
  DIAL_CODES,
  EMPTY_PROFILE,
  GENDERS,
  TIME_ZONES,
  consulteeProfileSchema,
  latestAdultBirthday,
  profileToValues,
  valuesToProfile,
} from '../profileSchema.js';

const FIELDS = Object.keys(EMPTY_PROFILE);

/** Phone number without its dial code: digits only, stripped as typed (spec §5 input helpers). */
function PhoneField() {
  const [field, meta, helpers] = useField('phone');
  const { submitCount } = useFormikContext();
  const invalid = Boolean(submitCount > 0 && meta.touched && meta.error);
  return (
    <Form.Group className="mb-3" controlId="consultee-phone">
      <Form.Label>Phone No</Form.Label>
      <InputGroup hasValidation>
        <DialCodeSelect />
        <Form.Control
          {...field}
          id="consultee-phone"
          onChange={(e) => helpers.setValue(e.target.value.replace(/\D/g, ''))}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={15}
          placeholder="771234567"
          isInvalid={invalid}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'consultee-phone-error' : 'consultee-phone-hint'}
        />
        <Form.Control.Feedback type="invalid" id="consultee-phone-error">
          {meta.error}
        </Form.Control.Feedback>
      </InputGroup>
      <Form.Text id="consultee-phone-hint" muted>
        Your number without the country code.
      </Form.Text>
    </Form.Group>
  );
}

function DialCodeSelect() {
  const [field] = useField('dialCode');
  return (
    <Form.Select {...field} id="consultee-dial-code" aria-label="Dial code" className="dial-code-select">
      {DIAL_CODES.map((d) => (
        <option key={d.value} value={d.value}>
          {d.label}
        </option>
      ))}
    </Form.Select>
  );
}

/** The country select; choosing a country also picks its dial code. */
function CountryField() {
  const { setFieldValue } = useFormikContext();
  return (
    <SelectField
      name="country"
      label="Country"
      options={COUNTRIES}
      onValueChange={(value) => {
        const country = COUNTRIES.find((c) => c.value === value);
        if (country) setFieldValue('dialCode', country.dialCode);
      }}
    />
  );
}

/**
 * The consultee profile form (create or update, spec §2). `consulteeId` is the saved profile's id,
 * if any; `email` is shown read-only. `onSaved({consultee, created, message})` runs after a save.
 */
export default function ConsulteeProfileForm({ consulteeId, email, initialImageUrl, onSaved }) {
  const dispatch = useDispatch();
  const profile = useSelector(selectConsulteeProfile);
  const [error, setError] = useState(null);
  const [image, setImage] = useState({ url: initialImageUrl ?? null, busy: false, error: null });

  useEffect(() => {
    if (consulteeId) dispatch(fetchConsulteeProfile(consulteeId));
  }, [consulteeId, dispatch]);

  const loaded = consulteeId && profile.data && String(profile.data.id) === String(consulteeId);
  useEffect(() => {
    if (loaded && profile.data.imageUrl) setImage((i) => ({ ...i, url: profile.data.imageUrl }));
  }, [loaded, profile.data]);

  if (consulteeId && !loaded) {
    if (profile.status === 'failed') {
      return <Alert variant="warning">We could not load your profile. Please reload the page to try again.</Alert>;
    }
    return <InlineSpinner label="Loading your profile…" />;
  }

  const chooseImage = async (file, setFieldValue) => {
    const problem = imageFileProblem(file);
    if (problem) {
      setImage((i) => ({ ...i, error: problem }));
      return;
    }
    setImage((i) => ({ ...i, busy: true, error: null }));
    try {
      const res = await uploadImage(file);
      setFieldValue('imageName', res.imageName ?? '');
      setImage({ url: res.imageUrl ?? null, busy: false, error: null });
    } catch (e) {
      setImage((i) => ({ ...i, busy: false, error: e.message || UNEXPECTED_ERROR_MESSAGE }));
    }
  };

  const onSubmit = async (values, { setSubmitting, setErrors }) => {
    setError(null);
    const result = await dispatch(saveConsulteeProfile({ id: consulteeId, profile: valuesToProfile(values) }));
    setSubmitting(false);
    if (saveConsulteeProfile.fulfilled.match(result)) {
      onSaved?.(result.payload);
      return;
    }
    const failure = result.payload ?? {};
    const fieldErrors = Object.fromEntries(
      Object.entries(failure.fields ?? {}).filter(([k, v]) => FIELDS.includes(k) && typeof v === 'string'),
    );
    if (fieldErrors.imageName) setImage((i) => ({ ...i, error: fieldErrors.imageName }));
    if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
    else setError(failure.message || UNEXPECTED_ERROR_MESSAGE);
  };

  return (
    <Formik
      initialValues={profileToValues(loaded ? profile.data : null)}
      validationSchema={consulteeProfileSchema()}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, setFieldValue }) => (
        <FormikForm noValidate aria-label="Consultee profile">
          <FocusFirstError />
          {error && (
            <Alert variant="danger" className="d-flex gap-2 align-items-start" role="alert">
              <i className="bi bi-exclamation-octagon-fill" aria-hidden="true" />
              <span>{error}</span>
            </Alert>
          )}
          <Card className="form-card mb-4">
            <Card.Body>
              <h2 className="form-section-title">Personal details</h2>
              <Row>
                <Col md={6}>
                  <TextField name="firstName" label="First Name" autoComplete="given-name" />
                </Col>
                <Col md={6}>
                  <TextField name="lastName" label="Last Name" autoComplete="family-name" />
                </Col>
                <Col md={6}>
                  <TextField
                    name="displayName"
                    label="Display Name"
                    autoComplete="nickname"
                    hint="Shown to consultants. Leave empty to use your first and last name."
                  />
                </Col>
                <Col md={6}>
                  <TextField
                    name="birthday"
                    label="Birthday"
                    type="date"
                    max={latestAdultBirthday()}
                    hint="You must be 18 or older."
                  />
                </Col>
              </Row>
              <RadioGroupField name="gender" label="Gender" options={GENDERS} className="mb-0" />
            </Card.Body>
          </Card>

          <Card className="form-card mb-4">
            <Card.Body>
              <h2 className="form-section-title">Location and contact</h2>
              <Row>
                <Col md={4}>
                  <CountryField />
                </Col>
                <Col md={4}>
                  <SelectField name="timeZone" label="Time Zone" options={TIME_ZONES} />
                </Col>
                <Col md={4}>
                  <SelectField name="currency" label="Currency" options={CURRENCIES} />
                </Col>
                <Col md={6}>
                  <Form.Group className="mb-3" controlId="consultee-email">
                    <Form.Label>Email</Form.Label>
                    <Form.Control value={email ?? ''} readOnly className="bg-light" />
                  </Form.Group>
                </Col>
                <Col md={6}>
                  <PhoneField />
                </Col>
              </Row>
            </Card.Body>
          </Card>

          <Card className="form-card mb-4">
            <Card.Body>
              <h2 className="form-section-title">Profile picture</h2>
              <ImagePicker
                label="Image"
                imageUrl={image.url}
                busy={image.busy}
                error={image.error}
                onChoose={(file) => chooseImage(file, setFieldValue)}
              />
            </Card.Body>
          </Card>

          <div className="d-flex flex-wrap gap-2 justify-content-end">
            {consulteeId && (
              <Link to="/consulteedashboard" className="btn btn-outline-secondary">
                Cancel
              </Link>
            )}
            <SubmitButton busy={isSubmitting || image.busy} className="px-5">
              Save
            </SubmitButton>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
