import { useLingui } from '@lingui/react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import Pager from '../../../components/Pager.jsx';
import { ADMIN_ROWS, useAdminConsulteesQuery } from '../adminApi.js';
import { fullName, genderLabel, phoneOf, rowNumber } from '../adminViews.js';
import usePagedAdminList from '../usePagedAdminList.js';

/** The Consultee List tab: number, full name, age, gender, country and phone, paged. */
export default function ConsulteeList() {
  const { _ } = useLingui();
  const { data, query, show } = usePagedAdminList('consultees', useAdminConsulteesQuery);

  const rows = data?.pageData ?? [];
  if (query.isLoading) return <InlineSpinner label={_('admin.consultees.loading')} />;
  if (query.isError) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>{_('admin.consultees.failed')}</span>
        <Button variant="outline-danger" size="sm" onClick={query.refetch}>
          {_('admin.tryAgain')}
        </Button>
      </Alert>
    );
  }
  if (data && rows.length === 0) return <EmptyState icon="bi-people" message={_('admin.noData')} />;
  const headers = {
    name: _('admin.consultees.fullName'),
    age: _('admin.field.age'),
    gender: _('admin.field.gender'),
    country: _('admin.field.country'),
    phone: _('admin.field.phone'),
  };
  return (
    <>
      <Table responsive="md" hover className="table-stack admin-table align-middle">
        <caption className="visually-hidden">{_('admin.consultees.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{headers.name}</th>
            <th scope="col">{headers.age}</th>
            <th scope="col">{headers.gender}</th>
            <th scope="col">{headers.country}</th>
            <th scope="col">{headers.phone}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c, i) => (
            <tr key={c.id}>
              <td data-label="#">{rowNumber(data.currentPageNo, ADMIN_ROWS, i)}</td>
              <td data-label={headers.name} className="fw-semibold">
                {fullName(c)}
              </td>
              <td data-label={headers.age}>{c.age || ''}</td>
              <td data-label={headers.gender}>{genderLabel(_, c.gender)}</td>
              <td data-label={headers.country}>{c.country}</td>
              <td data-label={headers.phone} className="text-nowrap">
                {phoneOf(c)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {data && (
        <Pager
          page={data.currentPageNo}
          totalPages={data.totalNoOfPages}
          onChange={(page) => show({ page })}
          label={_('admin.consultees.pages')}
        />
      )}
    </>
  );
}
