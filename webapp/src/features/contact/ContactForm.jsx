import { Formik, Form as FormikForm } from 'formik';
import * as Yup from 'yup';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { FocusFirstError, TextAreaField, TextField } from '../../components/FormField.jsx';
import SubmitButton from '../../components/SubmitButton.jsx';
import { COMPANY } from '../../lib/company.js';
import { openUrl } from '../../lib/browser.js';

export const contactSchema = Yup.object({
  name: Yup.string().trim().required('Cannot leave Name empty'),
  email: Yup.string().trim().required('Cannot leave Email empty').email('Please enter a valid email address'),
  subject: Yup.string().trim(),
  message: Yup.string().trim().required('Cannot leave Message empty'),
});

/** The mailto: link for a contact message, addressed to the support mailbox. */
export function contactMailto({ name, email, subject, message }) {
  const body = `${message.trim()}\n\n— ${name.trim()} (${email.trim()})`;
  const params = new URLSearchParams({ subject: subject.trim() || `Message from ${name.trim()}`, body });
  // URLSearchParams writes spaces as "+", which mail clients show literally: use %20.
  return `mailto:${COMPANY.email}?${params.toString().replace(/\+/g, '%20')}`;
}

/** A contact form that opens the visitor's mail app with the message ready to send. */
export default function ContactForm() {
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
        <FormikForm noValidate aria-label="Contact form">
          <FocusFirstError />
          <Row>
            <Col sm={6}>
              <TextField name="name" label="Your name" autoComplete="name" />
            </Col>
            <Col sm={6}>
              <TextField name="email" label="Your email" type="email" autoComplete="email" />
            </Col>
          </Row>
          <TextField name="subject" label="Subject (optional)" />
          <TextAreaField name="message" label="Message" rows={5} />
          <SubmitButton busy={isSubmitting}>
            <i className="bi bi-send me-2" aria-hidden="true" />
            Send message
          </SubmitButton>
          <p className="small text-muted mt-2 mb-0">
            This opens your email app with your message addressed to {COMPANY.email}.
          </p>
        </FormikForm>
      )}
    </Formik>
  );
}
