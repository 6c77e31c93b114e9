import PageHeader from '../../components/PageHeader.jsx';

/** /admindashboard: route target; the five tabs arrive with the admin API (issue 7). */
export default function AdminDashboard() {
  return <PageHeader title="Admin Dashboard" />;
}
