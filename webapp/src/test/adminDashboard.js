// What the admin dashboard's tests share: the sample consultant and invoice, the API answering them
// (a test adds its own answers first), and the signed-in admin.
import { vi } from 'vitest';
import { sampleUser } from './utils.jsx';
import { setStoredUser } from '../lib/storage.js';

const CATEGORIES = [{ id: 1, name: 'Lawyer' }, { id: 2, name: 'Doctor' }];
export const PENDING = {
  id: 8, firstName: 'Anjali', lastName: 'Fernando', displayName: 'Anjali Fernando', email: 'anjali@example.com', age: 36,
  gender: 'FEMALE', birthday: '1989-02-01', categoryId: 2, categoryName: 'Doctor', experience: 9, about: 'GP in Kandy.',
  dialCode: '94', phone: '711112222', bank: 'HNB', bankBranch: 'Kandy', accNumber: '99887766', slotSize: 60, slotRate: 300000,
  country: 'Sri Lanka', timeZone: 'Asia/Colombo', currency: 'LKR', status: 'PENDING_APPROVAL',
};
export const INVOICE = {
  invoiceId: 41, cref: 'INV-41', invoiceDate: '2030-05-10', consultantName: 'Nimal Perera', consulteeName: 'Kamala Silva',
  totalAmount: 500000, cerebroAmount: 150000, invoiceStatus: 'PENDING_APPROVAL', paymentMethod: 'SLIP', consultantRemark: '',
  adminRemark: '', imageUrl: '/api/v1/invoice/41/slip', chargeback: false,
  bookingList: [{ bookingId: 12, cerebroslotDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00' }],
};
export const page = (rows, totalNoOfPages = 1, currentPageNo = 1) => ({ pageData: rows, currentPageNo, totalNoOfPages });

export function api(extra = () => null) {
  return async (url, init) => {
    const answer = await extra(url, init); // a test's own answers may be async
    if (answer) return answer;
    if (url.includes('/consultantCategory')) return [200, CATEGORIES];
    if (url.includes('/consultant/getPagedConsultantList')) {
      const body = JSON.parse(init.body);
      return [200, body.status === 'PENDING_APPROVAL' ? page([PENDING]) : page([{ ...PENDING, id: 7, firstName: 'Nimal', status: 'VERIFIED' }], 7, body.page)];
    }
    if (url.includes('/invoice/getPagedInvoiceList')) return [200, page([INVOICE])];
    return [200, []];
  };
}

/** Signs the admin in and stubs the object URLs the slip viewer makes: every admin dashboard test starts so. */
export function asAdmin() {
  setStoredUser(sampleUser('ADMIN', { admin: { id: 1 } }));
  URL.createObjectURL = vi.fn(() => 'blob:slip-41');
  URL.revokeObjectURL = vi.fn();
}
