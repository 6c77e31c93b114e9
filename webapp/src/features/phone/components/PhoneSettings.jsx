import { useState } from 'react';
import { Formik, Form as FormikForm } from 'formik';
import { useDispatch } from 'react-redux';
import { useLingui } from '@lingui/react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FocusFirstError, TextField } from '../../../components/FormField.jsx';
import SubmitButton from '../../../components/SubmitButton.jsx';
import { alertError, alertSuccess } from '../../../components/feedback/alertsSlice.js';
import { unexpectedErrorMessage } from '../../../lib/http.js';
import {
  useConfirmPhoneMutation,
  useNotificationPreferencesQuery,
  useSetTextsMutation,
  useStartPhoneMutation,
} from '../phoneApi.js';

const digits = (v) => String(v ?? '').replace(/[\s-]/g, '');

/** The number form: a country code and a number; a code is texted to it. */
function NumberForm({ onSent }) {
  const { _ } = useLingui();
  const [start] = useStartPhoneMutation();
  const validate = (v) => {
    const errors = {};
    if (!/^\+?\d{1,4}$/.test(digits(v.dialCode))) errors.dialCode = _('phone.dialCodeInvalid');
    if (!/^\d{6,15}$/.test(digits(v.phone))) errors.phone = _('phone.phoneInvalid');
    return errors;
  };
  const submit = async (values, { setErrors, setStatus }) => {
    setStatus(null);
    try {
      await start({ dialCode: digits(values.dialCode), phone: digits(values.phone) }).unwrap();
      onSent(values);
    } catch (failure) {
      if (failure?.fields) setErrors(failure.fields);
      setStatus(failure?.message || unexpectedErrorMessage());
    }
  };
  return (
    <Formik initialValues={{ dialCode: '94', phone: '' }} validate={validate} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <FormikForm noValidate className="phone-number-form">
          <FocusFirstError />
          <div className="d-flex flex-wrap gap-2 align-items-start">
            <TextField name="dialCode" label={_('phone.dialCode')} inputMode="tel" autoComplete="tel-country-code" className="mb-2 phone-dial" />
            <TextField name="phone" label={_('phone.number')} inputMode="tel" autoComplete="tel-national" className="mb-2 flex-grow-1" />
          </div>
          {status && <p className="text-danger small" role="alert">{status}</p>}
          <SubmitButton busy={isSubmitting}>{_('phone.send')}</SubmitButton>
        </FormikForm>
      )}
    </Formik>
  );
}

/** The code form: the six digits texted to the number. */
function CodeForm({ sentTo, onVerified, onAgain }) {
  const { _ } = useLingui();
  const [confirm] = useConfirmPhoneMutation();
  const validate = (v) => (/^\d{6}$/.test(digits(v.code)) ? {} : { code: _('phone.codeInvalid') });
  const submit = async (values, { setErrors }) => {
    try {
      await confirm(digits(values.code)).unwrap();
      onVerified();
    } catch (failure) {
      setErrors({ code: failure?.message || unexpectedErrorMessage() });
    }
  };
  return (
    <Formik initialValues={{ code: '' }} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <FormikForm noValidate className="phone-code-form">
          <FocusFirstError />
          <p className="mb-2">{_('phone.sent', { number: `+${digits(sentTo.dialCode).replace(/^\+/, '')} ${digits(sentTo.phone).replace(/^0+/, '')}` })}</p>
          <TextField name="code" label={_('phone.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} className="mb-2 phone-code" />
          <div className="d-flex flex-wrap gap-2">
            <SubmitButton busy={isSubmitting}>{_('phone.confirm')}</SubmitButton>
            <Button variant="link" onClick={onAgain}>{_('phone.again')}</Button>
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}

/**
 * "Texts to your phone": the signed-in person verifies their number (a code is texted to it) and
 * switches texts about their sessions on or off. Mail is sent either way.
 */
export default function PhoneSettings() {
  const { _ } = useLingui();
  const dispatch = useDispatch();
  const { data, isError } = useNotificationPreferencesQuery();
  const [setTexts, { isLoading: switching }] = useSetTextsMutation();
  const [sentTo, setSentTo] = useState(null);
  const [changing, setChanging] = useState(false);
  if (isError) return null;
  const verified = data?.phoneVerified;

  const toggle = async (e) => {
    const on = e.target.checked;
    try {
      await setTexts(on).unwrap();
      dispatch(alertSuccess(on ? _('phone.textsOnDone') : _('phone.textsOffDone')));
    } catch (failure) {
      dispatch(alertError(failure?.message || unexpectedErrorMessage()));
    }
  };
  const verifiedNow = () => {
    setSentTo(null);
    setChanging(false);
    dispatch(alertSuccess(_('phone.verifiedDone')));
  };

  return (
    <Card className="mb-4 phone-settings">
      <Card.Body>
        <h2 className="h5">
          <i className="bi bi-phone me-2" aria-hidden="true" />
          {_('phone.heading')}
        </h2>
        <p>{_('phone.text')}</p>
        {verified && !changing ? (
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <span className="fw-semibold phone-number" dir="ltr">{data.number}</span>
            <Badge bg="success" className="phone-verified">
              <i className="bi bi-patch-check me-1" aria-hidden="true" />
              {_('phone.verified')}
            </Badge>
            <Button size="sm" variant="link" onClick={() => setChanging(true)}>{_('phone.change')}</Button>
          </div>
        ) : (
          <div className="mb-3">
            {!verified && data && <p className="small text-body-secondary">{_('phone.notVerified')}</p>}
            {sentTo ? (
              <CodeForm sentTo={sentTo} onVerified={verifiedNow} onAgain={() => setSentTo(null)} />
            ) : (
              <NumberForm onSent={setSentTo} />
            )}
          </div>
        )}
        <Form.Check
          type="switch"
          id="phone-texts-switch"
          className="phone-texts"
          label={_('phone.textsSwitch')}
          checked={data?.texts ?? true}
          disabled={!data || switching}
          onChange={toggle}
        />
        <p className="small text-body-secondary mt-2 mb-0">{_('phone.quiet')}</p>
      </Card.Body>
    </Card>
  );
}
