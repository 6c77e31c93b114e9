import PageHeader from '../../components/PageHeader.jsx';

/** /consulteeform and /updateconsultee: route target; the form arrives with the consultee API. */
export default function ConsulteeProfileForm() {
  return <PageHeader title="Consultee Profile" />;
}
