import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { RadioGroupField, TextField } from './FormField.jsx';
import ImagePicker from './ImagePicker.jsx';
import SubmitButton from './SubmitButton.jsx';

/** A form's failure that belongs to no field, in a red banner. */
export function FormErrorBanner({ message }) {
  if (!message) return null;
  return (
    <Alert variant="danger" className="d-flex gap-2 align-items-start" role="alert">
      <i className="bi bi-exclamation-octagon-fill" aria-hidden="true" />
      <span>{message}</span>
    </Alert>
  );
}

/**
 * The "Personal details" card both profile forms open with: names, display name (shown to
 * `shownTo`: "consultants" or "consultees"), birthday (no later than `maxBirthday`) and gender
 * (`genders`, lib/personalDetails.js GENDERS).
 */
export function PersonalDetailsCard({ shownTo, genders, maxBirthday }) {
  const { _ } = useLingui();
  return (
    <Card className="form-card mb-4">
      <Card.Body>
        <h2 className="form-section-title">{_('profile.personalDetails')}</h2>
        <Row>
          <Col md={6}>
            <TextField name="firstName" label={_('profile.firstName')} autoComplete="given-name" />
          </Col>
          <Col md={6}>
            <TextField name="lastName" label={_('profile.lastName')} autoComplete="family-name" />
          </Col>
          <Col md={6}>
            <TextField
              name="displayName"
              label={_('profile.displayName')}
              autoComplete="nickname"
              hint={_('profile.displayNameHint', { audience: shownTo })}
            />
          </Col>
          <Col md={6}>
            <TextField name="birthday" label={_('profile.birthday')} type="date" max={maxBirthday} hint={_('profile.birthdayHint')} />
          </Col>
        </Row>
        <RadioGroupField name="gender" label={_('profile.gender')} options={genders} className="mb-0" />
      </Card.Body>
    </Card>
  );
}

/** The "Profile picture" card: `image` is the upload's state ({url, busy, error}). */
export function ProfilePictureCard({ image, onChoose }) {
  const { _ } = useLingui();
  return (
    <Card className="form-card mb-4">
      <Card.Body>
        <h2 className="form-section-title">{_('profile.picture')}</h2>
        <ImagePicker imageUrl={image.url} busy={image.busy} error={image.error} onChoose={onChoose} />
      </Card.Body>
    </Card>
  );
}

/** Save, and Cancel back to `cancelTo` when the profile already exists. */
export function ProfileFormActions({ cancelTo, busy }) {
  const { _ } = useLingui();
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-end">
      {cancelTo && (
        <Link to={cancelTo} className="btn btn-outline-secondary">
          {_('profile.cancel')}
        </Link>
      )}
      <SubmitButton busy={busy} className="px-5">
        {_('profile.save')}
      </SubmitButton>
    </div>
  );
}
