import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import { Formik, Form as FormikForm, useField, useFormikContext } from 'formik';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { FocusFirstError, SelectField, TextAreaField, TextField } from '../../../components/FormField.jsx';
import {
  FormErrorBanner,
  PersonalDetailsCard,
  ProfileFormActions,
  ProfilePictureCard,
} from '../../../components/ProfileSections.jsx';
import { hasMessage } from '../../../i18n/index.js';
import { formatNumber, formatPrice } from '../../../lib/format.js';
import useProfileEditor, { ProfileLoading } from '../../../lib/useProfileEditor.jsx';
import {
  fetchConsultantProfile,
  saveConsultantProfile,
  selectConsultantProfile,
  useConsultantProfileQuery,
} from '../consultantApi.js';
import {
  COUNTRIES,
  CURRENCIES,
  EMPTY_PROFILE,
  GENDERS,
  SLOT_RATE,
  SLOT_SIZE,
  TIME_ZONES,
  consultantProfileSchema,
  latestAdultBirthday,
  profileToValues,
  valuesToProfile,
} from '../profileSchema.js';
import SliderField from './SliderField.jsx';
import { categoryLabel } from '../../categories/index.js';

const FIELDS = Object.keys(EMPTY_PROFILE);

/** A text field that keeps only digits as typed, so a wrong character never reaches the form's check. */
function DigitsField({ name, label, maxLength, hint, ...props }) {
  const [, , helpers] = useField(name);
  return (
    <TextField
      name={name}
      label={label}
      inputMode="numeric"
      maxLength={maxLength}
      hint={hint}
      onChange={(e) => helpers.setValue(e.target.value.replace(/\D/g, ''))}
      {...props}
    />
  );
}

/** Phone number after the fixed +94 dial code: digits only, stripped as typed. */
function PhoneField() {
  const { _ } = useLingui();
  const [field, meta, helpers] = useField('phone');
  const { submitCount } = useFormikContext();
  const invalid = Boolean(submitCount > 0 && meta.touched && meta.error);
  return (
    <Form.Group className="mb-3" controlId="consultant-phone">
      <Form.Label>{_('consultant.profile.phone')}</Form.Label>
      <InputGroup hasValidation>
        <InputGroup.Text aria-label={_('consultant.profile.dialCode', { code: '+94' })}>+94</InputGroup.Text>
        <Form.Control
          {...field}
          onChange={(e) => helpers.setValue(e.target.value.replace(/\D/g, ''))}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={15}
          placeholder="771234567"
          isInvalid={invalid}
          aria-invalid={invalid}
          aria-describedby={invalid ? 'consultant-phone-error' : 'consultant-phone-hint'}
        />
        <Form.Control.Feedback type="invalid" id="consultant-phone-error">
          {hasMessage(meta.error) ? _(meta.error) : meta.error}
        </Form.Control.Feedback>
      </InputGroup>
      <Form.Text id="consultant-phone-hint" muted>
        {_('profile.phoneHint')}
      </Form.Text>
    </Form.Group>
  );
}

/**
 * The consultant profile form (create or update). `consultantId` is the saved profile's id,
 * if any; `email` is shown read-only; `categories` fill the Category select.
 * `onSaved({consultant, created, message})` runs after a save.
 */
export default function ConsultantProfileForm({ consultantId, email, categories = [], initialImageUrl, onSaved }) {
  const { _ } = useLingui();
  // Keeps the saved profile in the cache while the form is open (the editor reads it from the store).
  useConsultantProfileQuery(consultantId, { skip: !consultantId });
  const selectProfile = useMemo(() => selectConsultantProfile(consultantId), [consultantId]);
  const editor = useProfileEditor({
    id: consultantId,
    selectProfile,
    fetchProfile: fetchConsultantProfile,
    saveProfile: saveConsultantProfile,
    valuesToProfile,
    fields: FIELDS,
    initialImageUrl,
    onSaved,
  });
  if (editor.waiting) return <ProfileLoading failed={editor.failed} />;
  const { error, image, chooseImage, onSubmit } = editor;

  const categoryOptions = categories.map((c) => ({ value: String(c.id), label: categoryLabel(c.name) }));
  const minutes = (v) => _('consultant.profile.minutes', { minutes: formatNumber(v) });
  return (
    <Formik
      initialValues={profileToValues(editor.profile)}
      validationSchema={consultantProfileSchema()}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, setFieldValue }) => (
        <FormikForm noValidate aria-label={_('consultant.profile.form')}>
          <FocusFirstError />
          <FormErrorBanner message={error} />
          <PersonalDetailsCard shownTo="consultees" genders={GENDERS} maxBirthday={latestAdultBirthday()} />

          <Card className="form-card mb-4">
            <Card.Body>
              <h2 className="form-section-title">{_('profile.location')}</h2>
              <Row>
                <Col md={4}>
                  <SelectField name="country" label={_('profile.country')} options={COUNTRIES} />
                </Col>
                <Col md={4}>
                  <SelectField name="timeZone" label={_('profile.timeZone')} options={TIME_ZONES} />
                </Col>
                <Col md={4}>
                  <SelectField name="currency" label={_('profile.currency')} options={CURRENCIES} />
                </Col>
                <Col md={6}>
                  <Form.Group className="mb-3" controlId="consultant-email">
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

          <Card className="form-card mb-4">
            <Card.Body>
              <h2 className="form-section-title">{_('consultant.profile.practice')}</h2>
              <Row>
                <Col md={8}>
                  <SelectField
                    name="categoryId"
                    label={_('consultant.profile.category')}
                    placeholder={_('consultant.profile.categoryPlaceholder')}
                    options={categoryOptions}
                  />
                </Col>
                <Col md={4}>
                  <DigitsField name="experience" label={_('consultant.profile.experience')} maxLength={2} />
                </Col>
              </Row>
              <TextAreaField
                name="about"
                label={_('consultant.profile.about')}
                rows={5}
                maxLength={2000}
                placeholder={_('consultant.profile.aboutPlaceholder')}
              />
              <Row className="gx-5">
                <Col md={6}>
                  <SliderField
                    name="slotSize"
                    label={_('consultant.profile.slotSize')}
                    {...SLOT_SIZE}
                    format={minutes}
                    hint={_('consultant.profile.slotSizeHint')}
                  />
                </Col>
                <Col md={6}>
                  <SliderField
                    name="slotRate"
                    label={_('consultant.profile.slotRate')}
                    {...SLOT_RATE}
                    format={(v) => formatPrice(v * 100)}
                    hint={_('consultant.profile.slotRateHint')}
                  />
                </Col>
              </Row>
            </Card.Body>
          </Card>

          <Card className="form-card mb-4">
            <Card.Body>
              <h2 className="form-section-title">{_('consultant.profile.bankDetails')}</h2>
              <p className="text-muted small mt-n2">{_('consultant.profile.bankDetailsText')}</p>
              {editor.profile?.bankChangePendingSince && (
                <Alert variant="warning" role="status">
                  {_('consultant.profile.bankChangePending')}
                </Alert>
              )}
              <Row>
                <Col md={4}>
                  <TextField name="bank" label={_('consultant.profile.bank')} maxLength={100} />
                </Col>
                <Col md={4}>
                  <TextField name="bankBranch" label={_('consultant.profile.bankBranch')} maxLength={100} />
                </Col>
                <Col md={4}>
                  <TextField name="accNumber" label={_('consultant.profile.accNumber')} inputMode="numeric" maxLength={34} />
                </Col>
              </Row>
            </Card.Body>
          </Card>

          <ProfilePictureCard image={image} onChoose={(file) => chooseImage(file, setFieldValue)} />
          <ProfileFormActions cancelTo={consultantId ? '/consultantdashboard' : null} busy={isSubmitting || image.busy} />
        </FormikForm>
      )}
    </Formik>
  );
}
