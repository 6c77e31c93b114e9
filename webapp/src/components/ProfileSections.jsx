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
 * `shownTo`), birthday (no later than `maxBirthday`) and gender (`genders`).
 */
export function PersonalDetailsCard({ shownTo, genders, maxBirthday }) {
  return (
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
              hint={`Shown to ${shownTo}. Leave empty to use your first and last name.`}
            />
          </Col>
          <Col md={6}>
            <TextField name="birthday" label="Birthday" type="date" max={maxBirthday} hint="You must be 18 or older." />
          </Col>
        </Row>
        <RadioGroupField name="gender" label="Gender" options={genders} className="mb-0" />
      </Card.Body>
    </Card>
  );
}

/** The "Profile picture" card: `image` is the upload's state ({url, busy, error}). */
export function ProfilePictureCard({ image, onChoose }) {
  return (
    <Card className="form-card mb-4">
      <Card.Body>
        <h2 className="form-section-title">Profile picture</h2>
        <ImagePicker label="Image" imageUrl={image.url} busy={image.busy} error={image.error} onChoose={onChoose} />
      </Card.Body>
    </Card>
  );
}

/** Save, and Cancel back to `cancelTo` when the profile already exists. */
export function ProfileFormActions({ cancelTo, busy }) {
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-end">
      {cancelTo && (
        <Link to={cancelTo} className="btn btn-outline-secondary">
          Cancel
        </Link>
      )}
      <SubmitButton busy={busy} className="px-5">
        Save
      </SubmitButton>
    </div>
  );
}
