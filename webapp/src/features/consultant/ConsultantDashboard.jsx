import PageHeader from '../../components/PageHeader.jsx';

/** /consultantdashboard: route target; the tabs arrive with the consultant API (issue 7). */
export default function ConsultantDashboard() {
  return <PageHeader title="Consultant Dashboard" />;
}
