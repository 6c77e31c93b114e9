import { useMemo } from 'react';
import { Formik, Form as FormikForm, useField, useFormikContext } from 'formik';
import { useLingui } from '@lingui/react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { FocusFirstError, SelectField } from '../../../components/FormField.jsx';
import {
  FormErrorBanner,
  PersonalDetailsCard,
  ProfileFormActions,
  ProfilePictureCard,
} from '../../../components/ProfileSections.jsx';
import { hasMessage } from '../../../i18n/index.js';
import useProfileEditor, { ProfileLoading } from '../../../lib/useProfileEditor.jsx';
import {
  fetchConsulteeProfile,
  saveConsulteeProfile,
  selectConsulteeProfile,
  useConsulteeProfileQuery,
} from '../consulteeApi.js';
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

/** Phone number without its dial code: digits only, stripped as typed so a
 * wrong character never reaches the form's check. */
function PhoneField() {
  const { _ } = useLingui();
  const [field, meta, helpers] = useField('phone');
  const { submitCount } = useFormikContext();
  const invalid = Boolean(submitCount > 0 && meta.touched && meta.error);
  return (
    <Form.Group className="mb-3" controlId="consultee-phone">
      <Form.Label>{_('consultee.profile.phone')}</Form.Label>
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
          {hasMessage(meta.error) ? _(meta.error) : meta.error}
        </Form.Control.Feedback>
      </InputGroup>
      <Form.Text id="consultee-phone-hint" muted>
        {_('profile.phoneHint')}
      </Form.Text>
    </Form.Group>
  );
}

function DialCodeSelect() {
  const { _ } = useLingui();
  const [field] = useField('dialCode');
  return (
    <Form.Select {...field} id="consultee-dial-code" aria-label={_('consultee.profile.dialCode')} className="dial-code-select">
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
  const { _ } = useLingui();
  const { setFieldValue } = useFormikContext();
  return (
    <SelectField
      name="country"
      label={_('profile.country')}
      options={COUNTRIES}
      onValueChange={(value) => {
        // The country suggests the dial code and the time zone; both stay editable.
        const country = COUNTRIES.find((c) => c.value === value);
        if (country) {
          setFieldValue('dialCode', country.dialCode);
          setFieldValue('timeZone', country.zone);
        }
      }}
    />
  );
}

/**
 * The consultee profile form (create or update). `consulteeId` is the saved profile's id,
 * if any; `email` is shown read-only. `onSaved({consultee, created, message})` runs after a save.
 */
export default function ConsulteeProfileForm({ consulteeId, email, initialImageUrl, onSaved }) {
  const { _ } = useLingui();
  // Keeps the saved profile in the cache while the form is open (the editor reads it from the store).
  useConsulteeProfileQuery(consulteeId, { skip: !consulteeId });
  const selectProfile = useMemo(() => selectConsulteeProfile(consulteeId), [consulteeId]);
  const editor = useProfileEditor({
    id: consulteeId,
    selectProfile,
    fetchProfile: fetchConsulteeProfile,
    saveProfile: saveConsulteeProfile,
    valuesToProfile,
    fields: FIELDS,
    initialImageUrl,
    onSaved,
  });
  if (editor.waiting) return <ProfileLoading failed={editor.failed} />;
  const { error, image, chooseImage, onSubmit } = editor;

  return (
    <Formik
      initialValues={profileToValues(editor.profile)}
      validationSchema={consulteeProfileSchema()}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, setFieldValue }) => (
        <FormikForm noValidate aria-label={_('consultee.profile.form')}>
          <FocusFirstError />
          <FormErrorBanner message={error} />
          <PersonalDetailsCard shownTo="consultants" genders={GENDERS} maxBirthday={latestAdultBirthday()} />

          <Card className="form-card mb-4">
            <Card.Body>
              <h2 className="form-section-title">{_('profile.location')}</h2>
              <Row>
                <Col md={4}>
                  <CountryField />
                </Col>
                <Col md={4}>
                  <SelectField name="timeZone" label={_('profile.timeZone')} options={TIME_ZONES} />
                </Col>
                <Col md={4}>
                  <SelectField name="currency" label={_('profile.currency')} options={CURRENCIES} />
                </Col>
                <Col md={6}>
                  <Form.Group className="mb-3" controlId="consultee-email">
                    <Form.Label>{_('profile.email')}</Form.Label>
                    <Form.Control value={email ?? ''} readOnly className="bg-light" />
                  </Form.Group>
                </Col>
                <Col md={6}>
                  <PhoneField />
                </Col>
              </Row>
            </Card.Body>
          </Card>

          <ProfilePictureCard image={image} onChoose={(file) => chooseImage(file, setFieldValue)} />
          <ProfileFormActions cancelTo={consulteeId ? '/consulteedashboard' : null} busy={isSubmitting || image.busy} />
        </FormikForm>
      )}
    </Formik>
  );
}
