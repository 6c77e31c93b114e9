import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import PageHeader from '../../components/PageHeader.jsx';
import { selectAuth } from '../../features/auth/authSlice.js';
import MyBookings from '../../features/consultee/components/MyBookings.jsx';

/** /mybookings: every booking of the consultee, upcoming and past, with price and status. */
export default function MyBookingsPage() {
  const { consulteeId } = useSelector(selectAuth);
  return (
    <>
      <PageHeader title="My Bookings" lead="Every cerebroslot you have booked, with its price and where it stands.">
        <Link to="/consulteedashboard" className="btn btn-outline-light mt-3">
          <i className="bi bi-speedometer2 me-2" aria-hidden="true" />
          My Dashboard
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
