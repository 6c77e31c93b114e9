// The admin dashboard in Sinhala and Tamil (words, money and dates in the language); its lists
// refreshing after a decision through RTK Query's tags rather than a reload by hand; and the searches
// keeping their filters and page while the admin is elsewhere.
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, inLanguage, mockFetch, renderWithStore, sampleUser } from '../../../test/utils.jsx';
import { setStoredUser } from '../../../lib/storage.js';
import { formatAmount, formatAnyDate, formatPrice, formatWeekday } from '../../../lib/format.js';
import AdminDashboardPage from '../../../app/pages/AdminDashboardPage.jsx';

const ADMIN_TEXTS = ['admin', 'profile', 'booking'];
const CONSULTANT = {
  id: 8, firstName: 'Anjali', lastName: 'Fernando', email: 'anjali@example.com', age: 36, categoryId: 2,
  categoryName: 'Doctor', slotSize: 60, slotRate: 300000, status: 'PENDING_APPROVAL',
};
const INVOICE = {
  invoiceId: 41, invoiceDate: '2030-05-10', consultantName: 'Nimal Perera', consulteeName: 'Kamala Silva',
  totalAmount: 500000, cerebroAmount: 150000, invoiceStatus: 'PENDING_APPROVAL', paymentMethod: 'SLIP', imageUrl: '',
  bookingList: [{ bookingId: 12, cerebroslotDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00' }],
};
const REFUND = {
  id: 3, cause: 'CONSULTEE_CANCEL', status: 'REQUESTED', method: 'SLIP', requestedAmount: 250000, suggestedAmount: null,
  consulteeName: 'Kamala Silva', consultantName: 'Nimal Perera', slotDate: '2030-05-14', startTime: '09:00:00',
  createdAt: '2030-05-13T10:00:00Z',
};
// Testing Library compares a string with the text as shown, its spaces (Intl's no-break ones) made plain.
const shown = (text) => text.replace(/\s+/g, ' ');
const page = (rows) => ({ pageData: rows, currentPageNo: 1, totalNoOfPages: 1 });

function api() {
  return async (url, init) => {
    if (url.includes('/consultantCategory')) return [200, [{ id: 2, name: 'Doctor' }]];
    if (url.includes('/consultant/getPagedConsultantList')) return [200, page([CONSULTANT])];
    if (url.includes('/invoice/getPagedInvoiceList')) return [200, page([INVOICE])];
    if (url.includes('/refunds?status=REQUESTED')) return [200, [REFUND]];
    if (url.includes('/admin/audit')) return [200, page([])];
    if (init.method === 'PUT') return [200, { message: 'Done.' }];
    return [200, []];
  };
}

const showDashboard = (path = '/admindashboard') => renderWithStore(<AdminDashboardPage />, { path });

/** The dashboard with a way to leave it and come back (the store stays). */
function LeaveAndReturn() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        {open ? 'Leave' : 'Return'}
      </button>
      {open && <AdminDashboardPage />}
    </>
  );
}

// Whole screens with their first requests, on a shared and busy machine: more than the default 5 s.
const SCREENS = { timeout: 20000 };

beforeEach(() => {
  setStoredUser(sampleUser('ADMIN', { admin: { id: 1 } }));
});

describe('the admin dashboard in Sinhala and Tamil', SCREENS, () => {
  it('shows the consultant list in Sinhala, with the rate in Sinhala money', async () => {
    mockFetch(api());
    await inLanguage('si', ADMIN_TEXTS);
    showDashboard();
    expect(screen.getByRole('heading', { name: 'පරිපාලක පුවරුව' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'උපදේශක ලැයිස්තුව' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'විගණන සටහන' })).toBeInTheDocument();
    expect(screen.getByLabelText('තත්ත්වය')).toHaveValue('VERIFIED');
    expect(screen.getByRole('option', { name: 'අනුමැතිය බලාපොරොත්තුවෙන්' })).toHaveValue('PENDING_APPROVAL');

    const row = (await screen.findByText('anjali@example.com')).closest('tr');
    expect(within(row).getByText('අනුමැතිය බලාපොරොත්තුවෙන්')).toBeInTheDocument();
    expect(within(row).getByText('මිනි. 60')).toBeInTheDocument();
    expect(formatPrice(300000)).toMatch(/^රු\./);
    expect(within(row).getByText(shown(formatPrice(300000)))).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Anjali Fernando බලන්න' })).toBeInTheDocument();
  });

  it('shows invoices and a refund request in Tamil, dates and session times written in Tamil', async () => {
    mockFetch(api());
    const user = userEvent.setup();
    await inLanguage('ta', ADMIN_TEXTS);
    showDashboard('/admindashboard?tab=invoices');
    const row = (await screen.findByText('Kamala Silva')).closest('tr');
    expect(formatAnyDate('2030-05-10')).toMatch(/மே/);
    expect(within(row).getByText(shown(formatAnyDate('2030-05-10')))).toBeInTheDocument();
    expect(within(row).getByText(shown(formatAmount(500000)))).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'விலைப்பட்டியல் 41 ஐப் பார்க்க' })).toBeInTheDocument();
    expect(screen.getByLabelText('திகதியிலிருந்து')).toHaveValue('');

    await user.click(screen.getByRole('tab', { name: 'பணம் மீளளிப்புகள்' }));
    const refund = (await screen.findByRole('button', { name: 'தீர்மானிக்க' })).closest('tr');
    const session = formatWeekday(Date.parse('2030-05-14T09:00:00+05:30'));
    expect(session).toMatch(/மே/);
    expect(within(refund).getByText(new RegExp(shown(session)))).toBeInTheDocument();
    await user.click(within(refund).getByRole('button', { name: 'தீர்மானிக்க' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'மீளளிப்புக் கோரிக்கை' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('மீளளிக்க வேண்டிய தொகை'));
    await user.type(within(dialog).getByLabelText('மீளளிக்க வேண்டிய தொகை'), '9000');
    await user.click(within(dialog).getByRole('button', { name: 'அங்கீகரிக்க' }));
    expect(within(dialog).getByText(shown(`0 முதல் ${formatAmount(250000)} வரையான தொகையை உள்ளிடுங்கள்.`))).toBeInTheDocument();
  });
});

describe('the admin lists refresh through their tags', SCREENS, () => {
  const consultantSearches = (fetchMock) => callsTo(fetchMock, '/consultant/getPagedConsultantList', 'POST');

  it('an approval asks for the consultant list again, with the same filters', async () => {
    const fetchMock = mockFetch(api());
    const user = userEvent.setup();
    showDashboard();
    await user.selectOptions(screen.getByLabelText('Status'), 'PENDING_APPROVAL');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'View Anjali Fernando' }));
    const before = consultantSearches(fetchMock).length;
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(consultantSearches(fetchMock)).toHaveLength(before + 1));
    expect(JSON.parse(consultantSearches(fetchMock).at(-1)[1].body)).toMatchObject({ status: 'PENDING_APPROVAL', page: 1 });
  });

  it('Search with unchanged filters asks the server again', async () => {
    const fetchMock = mockFetch(api());
    const user = userEvent.setup();
    showDashboard();
    await screen.findByText('anjali@example.com');
    expect(consultantSearches(fetchMock)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(consultantSearches(fetchMock)).toHaveLength(2));
  });

  it('a slip decision refreshes the invoices and the upcoming bookings already open', async () => {
    const fetchMock = mockFetch(api());
    const user = userEvent.setup();
    showDashboard('/admindashboard?tab=upcoming');
    await screen.findByText('No data found');
    expect(callsTo(fetchMock, '/booking/upcoming')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Invoices' }));
    await user.click(await screen.findByRole('button', { name: 'View invoice 41' }));
    const invoiceSearches = callsTo(fetchMock, '/invoice/getPagedInvoiceList').length;
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(callsTo(fetchMock, '/invoice/getPagedInvoiceList')).toHaveLength(invoiceSearches + 1));
    await waitFor(() => expect(callsTo(fetchMock, '/booking/upcoming')).toHaveLength(2));
    expect(JSON.parse(callsTo(fetchMock, '/payments', 'PUT')[0][1].body)).toEqual({ invoiceId: 41, invoiceStatus: 'REJECTED', adminRemark: '' });
  });

  it('a refund decision refreshes the refund requests and the open audit log', async () => {
    const fetchMock = mockFetch(api());
    const user = userEvent.setup();
    showDashboard('/admindashboard?tab=audit');
    await screen.findByText('No admin actions recorded yet.');
    expect(callsTo(fetchMock, '/admin/audit')).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Refunds' }));
    await user.click(await screen.findByRole('button', { name: 'Decide' }));
    const requests = callsTo(fetchMock, '/refunds?status=REQUESTED').length;
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(callsTo(fetchMock, '/refunds?status=REQUESTED')).toHaveLength(requests + 1));
    await waitFor(() => expect(callsTo(fetchMock, '/admin/audit')).toHaveLength(2));
  });
});

describe('the admin lists keep their place', SCREENS, () => {
  const currentPage = () => document.querySelector('.page-item.active')?.textContent.replace(/\(current\)/, '').trim();

  it('keeps the consultant search and its page when the admin leaves the dashboard and comes back', async () => {
    const fetchMock = mockFetch(async (url, init) => {
      if (url.includes('/consultant/getPagedConsultantList')) {
        const body = JSON.parse(init.body);
        return [200, { pageData: [{ ...CONSULTANT, id: body.page, status: body.status }], currentPageNo: body.page, totalNoOfPages: 4 }];
      }
      return [200, []];
    });
    const user = userEvent.setup();
    renderWithStore(<LeaveAndReturn />);
    await user.selectOptions(screen.getByLabelText('Status'), 'PENDING_APPROVAL');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(currentPage()).toBe('3'));

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(screen.getByLabelText('Status')).toHaveValue('PENDING_APPROVAL');
    expect(await screen.findByText('anjali@example.com')).toBeInTheDocument();
    expect(currentPage()).toBe('3');
    const bodies = callsTo(fetchMock, '/consultant/getPagedConsultantList').map(([, i]) => JSON.parse(i.body));
    expect(bodies.at(-1)).toMatchObject({ status: 'PENDING_APPROVAL', page: 3 });
  });
});
