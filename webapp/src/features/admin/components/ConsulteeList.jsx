import { useDispatch, useSelector } from 'react-redux';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import EmptyState from '../../../components/EmptyState.jsx';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import Pager from '../../../components/Pager.jsx';
import { ADMIN_MESSAGES, ADMIN_ROWS, fetchConsultees, selectAdminConsultees } from '../adminSlice.js';
import { fullName, genderLabel, phoneOf, rowNumber } from '../adminViews.js';
import useOnOpen from '../../../lib/useOnOpen.js';

/** The Consultee List tab: number, full name, age, gender, country and phone, paged. */
export default function ConsulteeList() {
  const dispatch = useDispatch();
  const { page, data, status } = useSelector(selectAdminConsultees);

  useOnOpen(() => {
    dispatch(fetchConsultees(page));
  });

  const rows = data?.pageData ?? [];
  if (status === 'loading' && !data) return <InlineSpinner label="Loading consultees…" />;
  if (status === 'failed') {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>We could not load the consultees.</span>
        <Button variant="outline-danger" size="sm" onClick={() => dispatch(fetchConsultees(page))}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (data && rows.length === 0) return <EmptyState icon="bi-people" message={ADMIN_MESSAGES.noData} />;
  return (
    <>
      <Table responsive="md" hover className="table-stack admin-table align-middle">
        <caption className="visually-hidden">Consultees</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Full Name</th>
            <th scope="col">Age</th>
            <th scope="col">Gender</th>
            <th scope="col">Country</th>
            <th scope="col">Phone</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c, i) => (
            <tr key={c.id}>
              <td data-label="#">{rowNumber(data.currentPageNo, ADMIN_ROWS, i)}</td>
              <td data-label="Full Name" className="fw-semibold">
                {fullName(c)}
              </td>
              <td data-label="Age">{c.age || ''}</td>
              <td data-label="Gender">{genderLabel(c.gender)}</td>
              <td data-label="Country">{c.country}</td>
              <td data-label="Phone" className="text-nowrap">
                {phoneOf(c)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {data && (
        <Pager page={data.currentPageNo} totalPages={data.totalNoOfPages} onChange={(p) => dispatch(fetchConsultees(p))} label="Consultee pages" />
      )}
    </>
  );
}
