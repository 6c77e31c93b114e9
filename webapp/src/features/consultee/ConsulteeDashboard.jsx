import { Link } from 'react-router-dom';
import PageHeader from '../../components/PageHeader.jsx';

/** /consulteedashboard: route target; the tabs (Upcoming, Previous, My Invoice) arrive with the bookings API. */
export default function ConsulteeDashboard() {
  return (
    <PageHeader title="My Appointment Dashboard">
      <Link to="/searchconsultant/" className="btn btn-accent mt-3">
        <i className="bi bi-calendar-plus me-2" aria-hidden="true" />
        Book a Cerebroslot
      </Link>
    </PageHeader>
  );
}
