import { useSearchParams } from 'react-router-dom';
import Container from 'react-bootstrap/Container';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import PageHeader from '../../components/PageHeader.jsx';
import { useCategories } from '../../features/categories/categoriesApi.js';
import ConsultantList from '../../features/admin/components/ConsultantList.jsx';
import ConsulteeList from '../../features/admin/components/ConsulteeList.jsx';
import AdminBookings from '../../features/admin/components/AdminBookings.jsx';
import InvoiceList from '../../features/admin/components/InvoiceList.jsx';
import RefundRequests from '../../features/admin/components/RefundRequests.jsx';
import RefundsToSettle from '../../features/admin/components/RefundsToSettle.jsx';
import PayoutBatch from '../../features/payouts/PayoutBatch.jsx';
import AuditLog from '../../features/admin/components/AuditLog.jsx';

const TABS = ['consultants', 'consultees', 'upcoming', 'previous', 'invoices', 'refunds', 'payouts', 'audit'];

/** /admindashboard: consultants (with approval), consultees, bookings, invoices, refunds, payouts and the audit log. */
export default function AdminDashboardPage() {
  const { categories } = useCategories();
  const [params, setParams] = useSearchParams();
  const tab = TABS.includes(params.get('tab')) ? params.get('tab') : 'consultants';

  return (
    <>
      <PageHeader title="Admin Dashboard" lead="Approve consultants, review payment slips and keep an eye on every booking." />
      <section className="section pt-4">
        <Container fluid="xl">
          <Tabs
            id="admin-dashboard-tabs"
            activeKey={tab}
            onSelect={(key) => setParams(key === 'consultants' ? {} : { tab: key }, { replace: true })}
            className="dashboard-tabs dashboard-tabs-grid mb-4"
            mountOnEnter
          >
            <Tab eventKey="consultants" title="Consultant List">
              <ConsultantList categories={categories} />
            </Tab>
            <Tab eventKey="consultees" title="Consultee List">
              <ConsulteeList />
            </Tab>
            <Tab eventKey="upcoming" title="Upcoming Bookings">
              <AdminBookings which="upcoming" />
            </Tab>
            <Tab eventKey="previous" title="Previous Bookings">
              <AdminBookings which="previous" />
            </Tab>
            <Tab eventKey="invoices" title="Invoices">
              <InvoiceList />
            </Tab>
            <Tab eventKey="refunds" title="Refunds">
              <RefundRequests />
              <RefundsToSettle />
            </Tab>
            <Tab eventKey="payouts" title="Payouts">
              <PayoutBatch />
            </Tab>
            <Tab eventKey="audit" title="Audit Log">
              <AuditLog />
            </Tab>
          </Tabs>
        </Container>
      </section>
    </>
  );
}
