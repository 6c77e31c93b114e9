import PageHeader from '../../components/PageHeader.jsx';

/** /consultantform and /updateconsultant: route target; the form arrives with the consultant API (issue 7). */
export default function ConsultantProfileForm() {
  return <PageHeader title="Consultant Profile" />;
}
