import { Field, Form as FormikForm, Formik } from 'formik';
import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { FocusFirstError, RadioGroupField, SelectField, TextField } from '../../components/FormField.jsx';
import SubmitButton from '../../components/SubmitButton.jsx';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { colomboToday, formatAmount } from '../../lib/format.js';
import { KINDS, emptyPromo, promoBody, promoSchema } from './promoForm.js';
import { useCreatePromoCodeMutation, usePromoCodesQuery } from './promoApi.js';

/**
 * The admin's "Promo codes": a form for a new code and the codes with their uses. `categories` are the
 * consultant categories a code may be limited to ({id, name}).
 */
export default function PromoCodes({ categories = [] }) {
  const { _ } = useLingui();
  return (
    <div className="promo-codes">
      <h2 className="h5 mb-2">{_('promo.admin.title')}</h2>
      <p className="text-muted">{_('promo.admin.lead')}</p>
      <NewPromoCode categories={categories} />
      <PromoCodeList />
    </div>
  );
}

/** The form of a new code; the server's refusal (naming its field) shows above it. */
function NewPromoCode({ categories }) {
  const { _ } = useLingui();
  const [create, { error, isSuccess, data }] = useCreatePromoCodeMutation();
  const categoryOptions = categories.map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <Card className="mb-4">
      <Card.Body>
        <h3 className="h6">{_('promo.form.title')}</h3>
        <Formik
          initialValues={emptyPromo(colomboToday())}
          validationSchema={promoSchema}
          onSubmit={async (values, { resetForm }) => {
            const res = await create(promoBody(values));
            if (!res.error) resetForm();
          }}
        >
          {({ isSubmitting, values }) => (
            <FormikForm noValidate aria-label={_('promo.form.title')}>
              <FocusFirstError />
              {error && <Alert variant="danger">{error.message || _('promo.form.failed')}</Alert>}
              {isSuccess && data && (
                <Alert variant="success" role="status">
                  {_('promo.form.created', { code: data.code })}
                </Alert>
              )}
              <div className="row g-2">
                <TextField name="code" label={_('promo.form.code')} hint={_('promo.form.codeHint')} className="col-md-4 mb-2" autoComplete="off" />
                <RadioGroupField
                  name="kind"
                  label={_('promo.form.kind')}
                  className="col-md-4 mb-2"
                  options={[
                    { value: KINDS.PERCENT, label: _('promo.form.percent') },
                    { value: KINDS.AMOUNT, label: _('promo.form.amount') },
                  ]}
                />
                <TextField
                  name="value"
                  type="number"
                  label={values.kind === KINDS.PERCENT ? _('promo.form.percentValue') : _('promo.form.amountValue')}
                  className="col-md-4 mb-2"
                  inputMode="decimal"
                />
                <TextField name="validFrom" type="date" label={_('promo.form.validFrom')} className="col-md-3 mb-2" />
                <TextField name="validTo" type="date" label={_('promo.form.validTo')} className="col-md-3 mb-2" />
                <TextField name="maxUses" type="number" label={_('promo.form.maxUses')} hint={_('promo.form.noLimit')} className="col-md-3 mb-2" />
                <TextField
                  name="maxUsesPerPerson"
                  type="number"
                  label={_('promo.form.maxUsesPerPerson')}
                  hint={_('promo.form.noLimit')}
                  className="col-md-3 mb-2"
                />
                <SelectField
                  name="categoryId"
                  label={_('promo.form.category')}
                  options={categoryOptions}
                  placeholder={_('promo.form.anyCategory')}
                  className="col-md-6 mb-2"
                />
                <div className="col-md-6 mb-2 d-flex align-items-end">
                  <Field name="firstBookingOnly" type="checkbox">
                    {({ field }) => (
                      <Form.Check
                        {...field}
                        type="checkbox"
                        id="promo-first-booking-only"
                        label={_('promo.form.firstBookingOnly')}
                      />
                    )}
                  </Field>
                </div>
              </div>
              <SubmitButton busy={isSubmitting}>{_('promo.form.submit')}</SubmitButton>
            </FormikForm>
          )}
        </Formik>
      </Card.Body>
    </Card>
  );
}

/** What a code takes off: "10 %" or an amount. */
function discountOf(p) {
  return p.percentOff ? `${p.percentOff} %` : formatAmount(p.amountOff);
}

/** The codes, newest first, with their uses out of their limit. */
function PromoCodeList() {
  const { _ } = useLingui();
  const { data = [], isLoading, isError } = usePromoCodesQuery();
  if (isLoading) return <InlineSpinner label={_('promo.admin.loading')} />;
  if (isError) return <Alert variant="danger">{_('promo.admin.failed')}</Alert>;
  if (data.length === 0) return <p className="text-muted">{_('promo.admin.none')}</p>;
  return (
    // The table scrolls sideways on a phone: a focusable region, so keyboards can scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-responsive" role="region" aria-label={_('promo.admin.listLabel')} tabIndex={0}>
    <Table size="sm" className="align-middle">
      <thead>
        <tr>
          <th scope="col">{_('promo.list.code')}</th>
          <th scope="col">{_('promo.list.discount')}</th>
          <th scope="col">{_('promo.list.valid')}</th>
          <th scope="col">{_('promo.list.uses')}</th>
          <th scope="col">{_('promo.list.rules')}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((p) => (
          <tr key={p.id} data-testid="promo-row">
            <th scope="row" className="text-nowrap">
              <code>{p.code}</code>
            </th>
            <td className="text-nowrap">{discountOf(p)}</td>
            <td className="text-nowrap">{_('promo.list.dates', { from: p.validFrom, to: p.validTo })}</td>
            <td className="text-nowrap" data-testid="promo-uses">
              {p.maxUses ? _('promo.list.usesOf', { uses: p.uses, max: p.maxUses }) : _('promo.list.usesNoLimit', { uses: p.uses })}
            </td>
            <td>
              {p.maxUsesPerPerson > 0 && <Badge bg="light" text="dark" className="me-1">{_('promo.list.perPerson', { max: p.maxUsesPerPerson })}</Badge>}
              {p.firstBookingOnly && <Badge bg="light" text="dark">{_('promo.list.firstOnly')}</Badge>}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
    </div>
  );
}
