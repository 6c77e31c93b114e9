import PageHeader from '../../components/PageHeader.jsx';

/** /updateadmin: route target for the admin's own profile (issue 7). */
export default function AdminProfile() {
  return <PageHeader title="Admin Profile" />;
}
