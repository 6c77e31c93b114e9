import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import Container from 'react-bootstrap/Container';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import PageHeader from '../../components/PageHeader.jsx';
import InlineSpinner from '../../components/InlineSpinner.jsx';
import { useCategories } from '../../features/categories/categoriesApi.js';
import ConsultantList from '../../features/admin/components/ConsultantList.jsx';
import ConsulteeList from '../../features/admin/components/ConsulteeList.jsx';
import AdminBookings from '../../features/admin/components/AdminBookings.jsx';
import InvoiceList from '../../features/admin/components/InvoiceList.jsx';
import { RefundRequests, RefundsToSettle } from '../../features/refund/index.js';
import PayoutBatch from '../../features/payouts/PayoutBatch.jsx';
import AuditLog from '../../features/admin/components/AuditLog.jsx';

// The reported reviews come with their tab (mountOnEnter): the dashboard's first load stays as it was.
const ReportedReviews = lazy(() => import('../../features/reviews/ReportedReviews.jsx'));
// The promo codes too (issue 34): their own chunk, fetched when the tab opens.
const PromoCodes = lazy(() => import('../../features/promo/PromoCodes.jsx'));

const TABS = ['consultants', 'consultees', 'upcoming', 'previous', 'invoices', 'refunds', 'payouts', 'promo', 'reviews', 'audit'];

/** /admindashboard: consultants (with approval), consultees, bookings, invoices, refunds, payouts, reported reviews and the audit log. */
export default function AdminDashboardPage() {
  const { _ } = useLingui();
  const { categories } = useCategories();
  const [params, setParams] = useSearchParams();
  const tab = TABS.includes(params.get('tab')) ? params.get('tab') : 'consultants';

  return (
    <>
      <PageHeader title={_('admin.page.title')} lead={_('admin.page.lead')} />
      <section className="section pt-4">
        <Container fluid="xl">
          <Tabs
            id="admin-dashboard-tabs"
            activeKey={tab}
            onSelect={(key) => setParams(key === 'consultants' ? {} : { tab: key }, { replace: true })}
            className="dashboard-tabs dashboard-tabs-grid dashboard-tabs-wrap mb-4"
            mountOnEnter
          >
            <Tab eventKey="consultants" title={_('admin.tabs.consultants')}>
              <ConsultantList categories={categories} />
            </Tab>
            <Tab eventKey="consultees" title={_('admin.tabs.consultees')}>
              <ConsulteeList />
            </Tab>
            <Tab eventKey="upcoming" title={_('admin.tabs.upcoming')}>
              <AdminBookings which="upcoming" />
            </Tab>
            <Tab eventKey="previous" title={_('admin.tabs.previous')}>
              <AdminBookings which="previous" />
            </Tab>
            <Tab eventKey="invoices" title={_('admin.tabs.invoices')}>
              <InvoiceList />
            </Tab>
            <Tab eventKey="refunds" title={_('admin.tabs.refunds')}>
              <RefundRequests />
              <RefundsToSettle />
            </Tab>
            <Tab eventKey="payouts" title={_('admin.tabs.payouts')}>
              <PayoutBatch />
            </Tab>
            <Tab eventKey="promo" title={_('promo.admin.tab')}>
              <Suspense fallback={<InlineSpinner label={_('promo.admin.loading')} />}>
                <PromoCodes categories={categories} />
              </Suspense>
            </Tab>
            <Tab eventKey="reviews" title={_('admin.tabs.reviews')}>
              <Suspense fallback={<InlineSpinner label={_('reviews.admin.loading')} />}>
                <ReportedReviews />
              </Suspense>
            </Tab>
            <Tab eventKey="audit" title={_('admin.tabs.audit')}>
              <AuditLog />
            </Tab>
          </Tabs>
        </Container>
      </section>
    </>
  );
}
