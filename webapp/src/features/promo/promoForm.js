// The admin's new promo code form: its Yup schema and how its values become the request body.
import * as yup from 'yup';
import { msg } from '../../i18n/index.js';

export const KINDS = { PERCENT: 'percent', AMOUNT: 'amount' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const uses = yup
  .number()
  .typeError(msg('promo.form.usesNumber'))
  .integer(msg('promo.form.usesNumber'))
  .min(0, msg('promo.form.usesNumber'))
  .required(msg('promo.form.usesNumber'));

// Messages are ids: the form's fields translate them when shown.
export const promoSchema = yup.object({
  code: yup
    .string()
    .trim()
    .matches(/^[A-Za-z0-9_-]{3,32}$/, msg('promo.form.codeFormat'))
    .required(msg('promo.form.codeFormat')),
  kind: yup.string().oneOf([KINDS.PERCENT, KINDS.AMOUNT]).required(),
  value: yup
    .number()
    .typeError(msg('promo.form.valueNumber'))
    .positive(msg('promo.form.valueNumber'))
    .required(msg('promo.form.valueNumber'))
    .when('kind', {
      is: KINDS.PERCENT,
      then: (s) => s.integer(msg('promo.form.percentRange')).min(1, msg('promo.form.percentRange')).max(100, msg('promo.form.percentRange')),
    }),
  validFrom: yup.string().matches(DATE, msg('promo.form.dateRequired')).required(msg('promo.form.dateRequired')),
  validTo: yup
    .string()
    .matches(DATE, msg('promo.form.dateRequired'))
    .required(msg('promo.form.dateRequired'))
    .test('order', msg('promo.form.datesOrder'), (to, ctx) => !to || !ctx.parent.validFrom || to >= ctx.parent.validFrom),
  maxUses: uses,
  maxUsesPerPerson: uses,
  firstBookingOnly: yup.boolean(),
  categoryId: yup.string(),
});

export const emptyPromo = (today) => ({
  code: '',
  kind: KINDS.PERCENT,
  value: '',
  validFrom: today,
  validTo: today,
  maxUses: 0,
  maxUsesPerPerson: 1,
  firstBookingOnly: false,
  categoryId: '',
});

/** The POST /promoCodes body of the form's values: an amount off is typed in rupees, sent in cents. */
export function promoBody(values) {
  const v = promoSchema.cast(values);
  const body = {
    code: v.code,
    validFrom: v.validFrom,
    validTo: v.validTo,
    maxUses: v.maxUses,
    maxUsesPerPerson: v.maxUsesPerPerson,
    firstBookingOnly: Boolean(v.firstBookingOnly),
    categoryIds: v.categoryId ? [Number(v.categoryId)] : [],
  };
  if (v.kind === KINDS.PERCENT) body.percentOff = v.value;
  else body.amountOff = Math.round(v.value * 100);
  return body;
}
