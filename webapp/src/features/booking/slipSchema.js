// The bank slip upload form: its Yup schema, whose messages are message ids (the form's
// fields translate them when shown, so they follow a language switch), and the upload's form data.
import * as Yup from 'yup';
import { imageFileProblem } from '../../lib/uploads.js';
import { bookingIdsOf } from './bookingSlice.js';
import { msg } from '../../i18n/index.js';

export const SLIP_MESSAGES = {
  slipRequired: msg('booking.slip.required'),
  selectBank: msg('booking.slip.selectBank'),
  refNoLength: msg('booking.slip.refNoLength'),
  remarksLength: msg('booking.slip.remarksLength'),
  paymentDate: msg('booking.slip.paymentDateRequired'),
  paymentDateFuture: msg('booking.slip.paymentDateFuture'),
  bookingDetails: msg('booking.slip.detailsRequired'),
  uploadFailed: msg('booking.slip.failed'),
};

/** The slip form's schema; `today` is Colombo's "YYYY-MM-DD". */
export function slipSchema(today) {
  return Yup.object({
    file: Yup.mixed()
      .nullable()
      .test('required', SLIP_MESSAGES.slipRequired, (f) => Boolean(f))
      .test('image', function isImage(f) {
        const problem = imageFileProblem(f);
        return problem ? this.createError({ message: problem }) : true;
      }),
    bankId: Yup.string().test('bank', SLIP_MESSAGES.selectBank, (v) => Boolean(v) && v !== '0'),
    refNo: Yup.string().trim().max(64, SLIP_MESSAGES.refNoLength),
    remarks: Yup.string().trim().max(500, SLIP_MESSAGES.remarksLength),
    paymentDate: Yup.string()
      .required(SLIP_MESSAGES.paymentDate)
      .test('past', SLIP_MESSAGES.paymentDateFuture, (v) => !v || v <= today),
  });
}

/** Whether the page has what the upload needs: an invoice and its booking ids. */
export function hasBookingDetails(details) {
  return Boolean(details?.invoiceId) && bookingIdsOf(details).length > 0;
}

/**
 * The multipart body of POST /upload/slip: `details` {invoiceId, bookingIds}, `values` {file, bankId,
 * refNo, remarks, paymentDate} and the consultee.
 */
export function slipFormData(details, values, consulteeId) {
  const form = new FormData();
  form.append('file', values.file);
  form.append('bookingId', bookingIdsOf(details).join(','));
  form.append('invoiceId', String(details.invoiceId));
  form.append('bankId', String(values.bankId));
  form.append('refNo', values.refNo.trim());
  form.append('remarks', values.remarks.trim());
  form.append('consulteeId', String(consulteeId));
  form.append('paymentDate', values.paymentDate);
  return form;
}
