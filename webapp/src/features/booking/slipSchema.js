// The bank slip upload form (spec §2, §5): messages and Yup schema.
import * as Yup from 'yup';
import { imageFileProblem } from '../../lib/uploads.js';
import { bookingIdsOf, MESSAGES } from './bookingSlice.js';

export const PAYMENT_DATE_MESSAGE = 'Please enter the payment date';
export const PAYMENT_DATE_FUTURE = 'The payment date cannot be in the future';

/** The slip form's schema; `today` is Colombo's "YYYY-MM-DD". */
export function slipSchema(today) {
  return Yup.object({
    file: Yup.mixed()
      .nullable()
      .test('required', MESSAGES.slipRequired, (f) => Boolean(f))
      .test('image', function isImage(f) {
        const problem = imageFileProblem(f);
        return problem ? this.createError({ message: problem }) : true;
      }),
    bankId: Yup.string().test('bank', MESSAGES.selectBank, (v) => Boolean(v) && v !== '0'),
    refNo: Yup.string().trim().max(64, 'Ref Number must be at most 64 characters'),
    remarks: Yup.string().trim().max(500, 'Remarks must be at most 500 characters'),
    paymentDate: Yup.string()
      .required(PAYMENT_DATE_MESSAGE)
      .test('past', PAYMENT_DATE_FUTURE, (v) => !v || v <= today),
  });
}

/** Whether the page has what the upload needs: an invoice and its booking ids. */
export function hasBookingDetails(details) {
  return Boolean(details?.invoiceId) && bookingIdsOf(details).length > 0;
}
