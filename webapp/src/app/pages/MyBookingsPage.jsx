import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Container from 'react-bootstrap/Container';
import PageHeader from '../../components/PageHeader.jsx';
import { selectAuth } from '../../features/auth/authSlice.js';
import MyBookings from '../../features/consultee/components/MyBookings.jsx';

/** /mybookings: every booking of the consultee, upcoming and past, with price and status. */
export default function MyBookingsPage() {
  const { _ } = useLingui();
  const { consulteeId } = useSelector(selectAuth);
  return (
    <>
      <PageHeader title={_('consultee.myBookings.title')} lead={_('consultee.myBookings.lead')}>
        <Link to="/consulteedashboard" className="btn btn-outline-light mt-3">
          <i className="bi bi-speedometer2 me-2" aria-hidden="true" />
          {_('consultee.myDashboard')}
        </Link>
      </PageHeader>
      <section className="section pt-4">
        <Container>
          <MyBookings consulteeId={consulteeId} />
        </Container>
      </section>
    </>
  );
}
