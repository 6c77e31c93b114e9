// Screenshots of where the money is (issue 16): the consultee's invoice with its refund steps, bank
// details and money timeline, and the admin's refunds to settle and invoice timeline — desktop and
// phone, into screenshots/, against the built dist/ with the API answered from the browser.
//   npm run build && node e2e/money.screens.mjs
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { launchBrowser, settle, VIEWPORTS } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'screenshots');

const slot = { startDate: '2026-11-27', startTime: '09:00:00', endTime: '09:30:00', slotPrice: 250000, slotSize: 30,
  consultantFirstName: 'Nimal', consultantLastName: 'Perera' };
const INVOICES = [
  { id: 41, cref: 'CRB-000041', date: '2026-11-20', status: 'FAILED_PAYMENT', paymentMethod: 'SLIP', totalAmount: 250000,
    failureReason: 'SLIP_NOT_REVIEWED', bookingId: [12], cerebroslots: [slot],
    refunds: [{ status: 'APPROVED', amount: 250000, method: 'SLIP', cause: 'SLIP_NOT_REVIEWED', transferOwed: true }] },
  { id: 42, cref: 'CRB-000042', date: '2026-11-21', status: 'SUCCESS_PAYMENT', paymentMethod: 'ONLINE', totalAmount: 250000,
    bookingId: [13], cerebroslots: [slot],
    refunds: [{ status: 'PAID', amount: 250000, method: 'ONLINE', cause: 'CONSULTANT_CANCEL', paidAt: '2026-11-22T05:10:00Z' }] },
];
const TIMELINE = {
  invoiceId: 42, cref: 'CRB-000042', totalAmount: 250000, balances: { cash: 0, platform_revenue: -75000, consultant_payable: 75000 },
  events: [
    { at: '2026-11-21T04:00:00Z', kind: 'PAYMENT_CAPTURED', source: '320027150501', amount: 250000, lines: [
      { account: 'cash', amount: 250000 }, { account: 'platform_revenue', amount: -75000 }, { account: 'consultant_payable', amount: -175000 }] },
    { at: '2026-11-22T05:09:58Z', kind: 'REFUND_REQUESTED', source: 'refund-3', amount: 250000, lines: [] },
    { at: '2026-11-22T05:10:00Z', kind: 'REFUND_PAID', source: 'refund-3', amount: -250000, lines: [
      { account: 'platform_revenue', amount: 75000 }, { account: 'consultant_payable', amount: 175000 }, { account: 'cash', amount: -250000 }] },
    { at: '2026-11-22T05:10:00Z', kind: 'PENALTY', source: 'booking-13', amount: 75000, lines: [
      { account: 'consultant_payable', amount: 75000 }, { account: 'platform_revenue', amount: -75000 }] },
  ],
};
const FAILED = [{ id: 5, cref: 'CRB-000039', status: 'FAILED', consulteeName: 'Kamala Silva', amount: 250000,
  failureReason: 'Refund declined by the card issuer (PayHere status -1)' }];
const OWED = [
  { id: 6, cref: 'CRB-000041', status: 'APPROVED', transferOwed: true, consulteeName: 'Kamala Silva', amount: 250000, payoutNote: '',
    refundAccount: { accountName: 'Kamala Silva', bank: 'Commercial Bank', branch: 'Kandy', accountNumber: '8001234567' } },
  { id: 7, cref: 'CRB-000036', status: 'APPROVED', transferOwed: true, consulteeName: 'Sunil Jayawardena', amount: 125000,
    payoutNote: 'PayHere refunds whole payments only: 1,250.00 LKR of the 2,500.00 LKR payment is paid back by bank transfer.', refundAccount: null },
];

const BATCH = {
  periods: ['2026-10-01', '2026-09-01'], periodStart: '2026-10-01', total: 420000,
  payouts: [
    { id: 9, consultantId: 7, consultantName: 'Nimal Perera', periodStart: '2026-10-01', periodEnd: '2026-11-01', amount: 175000,
      status: 'PAID', accountName: 'Nimal Perera', bank: 'Bank of Ceylon', branch: 'Colombo', account: '0071234567',
      reference: 'BOC-778899', paidAt: '2026-11-02T05:00:00Z' },
    { id: 10, consultantId: 8, consultantName: 'Anjali Fernando', periodStart: '2026-10-01', periodEnd: '2026-11-01', amount: 245000,
      status: 'PENDING', accountName: 'Anjali Fernando', bank: 'HNB', branch: 'Kandy', account: '99887766',
      reference: 'CEREBRO-PAYOUT-10', paidAt: null },
  ],
};

const UPCOMING = [{ id: 12, cerebroslotDate: '2026-11-27', startTime: '09:00:00', endTime: '09:30:00', cerebroslotSize: 30,
  consultantFirstName: 'Nimal', consultantLastName: 'Perera', consulteeFirstName: 'Kamala', consulteeLastName: 'Silva',
  startCountDownTime: 3 * 24 * 3600, endCountDownTime: 3 * 24 * 3600 + 1800, showButton: false, consultantId: 7, consulteeId: 9 }];

function answer(url) {
  if (url.includes('/booking/consultee/9') && !url.includes('previous')) return UPCOMING;
  if (url.includes('/payouts')) return BATCH;
  if (url.includes('/invoice/consultee/9')) return INVOICES;
  if (url.includes('/timeline')) return TIMELINE;
  if (url.includes('/refunds?status=FAILED')) return FAILED;
  if (url.includes('/refunds?status=TRANSFER_OWED')) return OWED;
  if (url.includes('/invoice/getPagedInvoiceList')) {
    return { pageData: [{ invoiceId: 42, cref: 'CRB-000042', invoiceDate: '2026-11-21', consultantName: 'Nimal Perera',
      consulteeName: 'Kamala Silva', totalAmount: 250000, cerebroAmount: 75000, invoiceStatus: 'SUCCESS_PAYMENT',
      paymentMethod: 'ONLINE', consultantRemark: '', adminRemark: '', chargeback: false, imageUrl: '', paymentFlag: '',
      bookingList: [{ bookingId: 13, cerebroslotDate: '2026-11-27', startTime: '09:00:00', endTime: '09:30:00' }] }],
    currentPageNo: 1, totalNoOfPages: 1 };
  }
  return [];
}

async function shootAs(context, base, user, route, name, act) {
  const page = await context.newPage();
  await page.addInitScript((u) => window.localStorage.setItem('user', JSON.stringify(u)), user);
  await page.route('**/api/v1/**', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer(r.request().url())) }));
  for (const [vp, size] of VIEWPORTS) {
    await page.setViewportSize(size);
    await page.goto('about:blank');
    await page.goto(`${base}#${route}`);
    await settle(page);
    await act(page);
    await settle(page);
    await page.screenshot({ path: path.join(outDir, `${name}-${vp}.png`), fullPage: true });
  }
  await page.close();
}

const server = await preview({ root, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
const base = server.resolvedUrls.local[0].replace(/\/$/, '');
await mkdir(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  const consultee = { token: 't', roles: ['CONSULTEE'], username: 'kamala@example.lk', email: 'kamala@example.lk', consultee: { id: 9 } };
  const admin = { token: 't', roles: ['ADMIN'], username: 'admin@cerebro.lk', email: 'admin@cerebro.lk', admin: { id: 1 } };
  await shootAs(browser.context, base, consultee, '/consulteedashboard?tab=invoices', 'money-consultee', async (page) => {
    await page.getByRole('button', { name: /^CRB-000042/ }).click();
    await page.getByRole('button', { name: 'Where is my money? (CRB-000042)' }).click();
    await page.getByRole('list', { name: 'Money timeline' }).waitFor();
  });
  await shootAs(browser.context, base, consultee, '/consulteedashboard', 'cancel-consultee', async (page) => {
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('dialog').waitFor();
  });
  await shootAs(browser.context, base, admin, '/admindashboard?tab=refunds', 'money-admin-refunds', async () => {});
  await shootAs(browser.context, base, admin, '/admindashboard?tab=invoices', 'money-admin-invoice', async (page) => {
    await page.getByRole('button', { name: /View/ }).first().click();
    await page.getByRole('list', { name: 'Money timeline' }).waitFor();
  });
  await shootAs(browser.context, base, admin, '/admindashboard?tab=payouts', 'money-admin-payouts', async (page) => {
    await page.getByText('CEREBRO-PAYOUT-10').waitFor();
  });
} finally {
  await browser.close();
  await server.httpServer.close();
}
console.log(`screenshots in ${outDir}`);
