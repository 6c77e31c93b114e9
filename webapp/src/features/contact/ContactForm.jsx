import { Formik, Form as FormikForm } from 'formik';
import * as Yup from 'yup';
import { useLingui } from '@lingui/react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FocusFirstError, TextAreaField, TextField } from '../../components/FormField.jsx';
import SubmitButton from '../../components/SubmitButton.jsx';
import { COMPANY } from '../../lib/company.js';
import { openUrl } from '../../lib/browser.js';
import { i18n } from '../../i18n/index.js';

// The messages are looked up when a field is checked, so they are in the language of the moment.
export const contactSchema = Yup.object({
  name: Yup.string().trim().required(() => i18n._('public.contact.form.nameEmpty')),
  email: Yup.string()
    .trim()
    .required(() => i18n._('public.contact.form.emailEmpty'))
    .email(() => i18n._('public.contact.form.emailInvalid')),
  subject: Yup.string().trim(),
  message: Yup.string().trim().required(() => i18n._('public.contact.form.messageEmpty')),
});

/** The mailto: link for a contact message, addressed to the support mailbox. */
export function contactMailto({ name, email, subject, message }) {
  const body = `${message.trim()}\n\n— ${name.trim()} (${email.trim()})`;
  const fallbackSubject = i18n._('public.contact.form.defaultSubject', { name: name.trim() });
  const params = new URLSearchParams({ subject: subject.trim() || fallbackSubject, body });
  // URLSearchParams writes spaces as "+", which mail clients show literally: use %20.
  return `mailto:${COMPANY.email}?${params.toString().replace(/\+/g, '%20')}`;
}

/** A contact form that opens the visitor's mail app with the message ready to send. */
export default function ContactForm() {
  const { _ } = useLingui();
  return (
    <Formik
      initialValues={{ name: '', email: '', subject: '', message: '' }}
      validationSchema={contactSchema}
      onSubmit={(values, { setSubmitting }) => {
        openUrl(contactMailto(values));
        setSubmitting(false);
      }}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate aria-label={_('public.contact.form.label')}>
          <FocusFirstError />
          <Row>
            <Col sm={6}>
              <TextField name="name" label={_('public.contact.form.name')} autoComplete="name" />
            </Col>
            <Col sm={6}>
              <TextField name="email" label={_('public.contact.form.email')} type="email" autoComplete="email" />
            </Col>
          </Row>
          <TextField name="subject" label={_('public.contact.form.subject')} />
          <TextAreaField name="message" label={_('public.contact.form.message')} rows={5} />
          <SubmitButton busy={isSubmitting}>
            <i className="bi bi-send me-2" aria-hidden="true" />
            {_('public.contact.form.send')}
          </SubmitButton>
          <p className="small text-muted mt-2 mb-0">{_('public.contact.form.opensMailApp', { email: COMPANY.email })}</p>
        </FormikForm>
      )}
    </Formik>
  );
}
