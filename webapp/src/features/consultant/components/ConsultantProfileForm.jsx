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
import { formatPrice } from '../../../lib/format.js';
import useProfileEditor, { ProfileLoading } from '../../../lib/useProfileEditor.jsx';
import { fetchConsultantProfile, saveConsultantProfile, selectConsultantProfile } from '../consultantSlice.js';
import {
  CATEGORY_PLACEHOLDER,
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

const FIELDS = Object.keys(EMPTY_PROFILE);

/** A text field that keeps only digits as typed (spec §5 input helpers). */
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
  const [field, meta, helpers] = useField('phone');
  const { submitCount } = useFormikContext();
  const invalid = Boolean(submitCount > 0 && meta.touched && meta.error);
  return (
    <Form.Group className="mb-3" controlId="consultant-phone">
      <Form.Label>Phone</Form.Label>
      <InputGroup hasValidation>
        <InputGroup.Text aria-label="Dial code +94">+94</InputGroup.Text>
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
          {meta.error}
        </Form.Control.Feedback>
      </InputGroup>
      <Form.Text id="consultant-phone-hint" muted>
        Your number without the country code.
      </Form.Text>
    </Form.Group>
  );
}

const minutes = (v) => `${v} Mins`;

/**
 * The consultant profile form (create or update, spec §2). `consultantId` is the saved profile's id,
 * if any; `email` is shown read-only; `categories` fill the Category select.
 * `onSaved({consultant, created, message})` runs after a save.
 */
export default function ConsultantProfileForm({ consultantId, email, categories = [], initialImageUrl, onSaved }) {
  const editor = useProfileEditor({
    id: consultantId,
    selectProfile: selectConsultantProfile,
    fetchProfile: fetchConsultantProfile,
    saveProfile: saveConsultantProfile,
    valuesToProfile,
    fields: FIELDS,
    initialImageUrl,
    onSaved,
  });
  if (editor.waiting) return <ProfileLoading failed={editor.failed} />;
  const { error, image, chooseImage, onSubmit } = editor;

  const categoryOptions = categories.map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Formik
      initialValues={profileToValues(editor.profile)}
      validationSchema={consultantProfileSchema()}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, setFieldValue }) => (
        <FormikForm noValidate aria-label="Consultant profile">
          <FocusFirstError />
          <FormErrorBanner message={error} />
          <PersonalDetailsCard shownTo="consultees" genders={GENDERS} maxBirthday={latestAdultBirthday()} />

          <Card className="form-card mb-4">
            <Card.Body>
              <h2 className="form-section-title">Location and contact</h2>
              <Row>
                <Col md={4}>
                  <SelectField name="country" label="Country" options={COUNTRIES} />
                </Col>
                <Col md={4}>
                  <SelectField name="timeZone" label="Time Zone" options={TIME_ZONES} />
                </Col>
                <Col md={4}>
                  <SelectField name="currency" label="Currency" options={CURRENCIES} />
                </Col>
                <Col md={6}>
                  <Form.Group className="mb-3" controlId="consultant-email">
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
              <h2 className="form-section-title">Your practice</h2>
              <Row>
                <Col md={8}>
                  <SelectField
                    name="categoryId"
                    label="Category"
                    placeholder={CATEGORY_PLACEHOLDER}
                    options={categoryOptions}
                  />
                </Col>
                <Col md={4}>
                  <DigitsField name="experience" label="Years of Experience" maxLength={2} />
                </Col>
              </Row>
              <TextAreaField
                name="about"
                label="Description"
                rows={5}
                maxLength={2000}
                placeholder="What you help people with, your qualifications and how you work."
              />
              <Row className="gx-5">
                <Col md={6}>
                  <SliderField name="slotSize" label="Slot Size" {...SLOT_SIZE} format={minutes} hint="How long one session lasts." />
                </Col>
                <Col md={6}>
                  <SliderField
                    name="slotRate"
                    label="Slot Rate"
                    {...SLOT_RATE}
                    format={(v) => formatPrice(v * 100)}
                    hint="What a consultee pays for one slot."
                  />
                </Col>
              </Row>
            </Card.Body>
          </Card>

          <Card className="form-card mb-4">
            <Card.Body>
              <h2 className="form-section-title">Bank details</h2>
              <p className="text-muted small mt-n2">
                Where we pay your earnings. Only you and the Cerebro team see these. A change is mailed to you, and
                payouts wait until our team confirms it.
              </p>
              {editor.profile?.bankChangePendingSince && (
                <Alert variant="warning" role="status">
                  Your new bank details are waiting for our team to confirm them; your payouts are held until then.
                </Alert>
              )}
              <Row>
                <Col md={4}>
                  <TextField name="bank" label="Bank" maxLength={100} />
                </Col>
                <Col md={4}>
                  <TextField name="bankBranch" label="Bank Branch" maxLength={100} />
                </Col>
                <Col md={4}>
                  <TextField name="accNumber" label="ACC Number" inputMode="numeric" maxLength={34} />
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
