import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store.js';
import { logOut } from '../auth/authSlice.js';
import { callsTo, mockFetch } from '../../test/utils.jsx';
import {
  cancelInvoice,
  fetchConsulteeInvoices,
  fetchPreviousBookings,
  fetchUpcomingBookings,
  saveConsulteeProfile,
} from './consulteeSlice.js';

describe('consultee slice', () => {
  it('starts with empty lists', () => {
    expect(makeStore().getState().consultee).toEqual({
      profile: { data: null, status: 'idle' },
      upcoming: { items: [], status: 'idle' },
      previous: { items: [], status: 'idle' },
      invoices: { items: [], status: 'idle' },
    });
  });

  it('loads upcoming bookings, and marks a failure', async () => {
    mockFetch(() => [200, [{ id: 1 }]]);
    const store = makeStore();
    const pending = store.dispatch(fetchUpcomingBookings(9));
    expect(store.getState().consultee.upcoming.status).toBe('loading');
    await pending;
    expect(store.getState().consultee.upcoming).toEqual({ items: [{ id: 1 }], status: 'succeeded' });
    mockFetch(() => [500, { message: 'boom' }]);
    await store.dispatch(fetchUpcomingBookings(9));
    expect(store.getState().consultee.upcoming).toEqual({ items: [{ id: 1 }], status: 'failed' });
  });

  it('previous bookings that cannot be loaded are an empty list, not an error', async () => {
    mockFetch(() => [404, { message: 'Not found.' }]);
    const store = makeStore();
    await store.dispatch(fetchPreviousBookings(9));
    expect(store.getState().consultee.previous).toEqual({ items: [], status: 'succeeded' });
  });

  it('saving creates without an id (POST) and updates with one (PUT), with the loading flag', async () => {
    const fetchMock = mockFetch((url, init) => [200, init.method === 'PUT' ? { id: 4, message: 'Update successful.' } : { id: 4 }]);
    const store = makeStore();
    const created = await store.dispatch(saveConsulteeProfile({ id: null, profile: { firstName: 'K' } }));
    expect(created.payload).toEqual({ consultee: { id: 4 }, created: true, message: '' });
    const updated = store.dispatch(saveConsulteeProfile({ id: 4, profile: { firstName: 'K' } }));
    expect(store.getState().app.loading).toBe(true);
    expect((await updated).payload).toEqual({ consultee: { id: 4 }, created: false, message: 'Update successful.' });
    expect(store.getState().app.loading).toBe(false);
    expect(callsTo(fetchMock, '/consultee/', 'POST')).toHaveLength(1);
    expect(callsTo(fetchMock, '/consultee/4', 'PUT')).toHaveLength(1);
    expect(store.getState().consultee.profile.data).toEqual({ id: 4 });
  });

  it('cancelling an invoice deletes it, then reloads the invoices', async () => {
    const fetchMock = mockFetch((url, init) => (init.method === 'DELETE' ? [202, { message: 'Booking cancelled.' }] : [200, []]));
    const store = makeStore();
    const result = await store.dispatch(cancelInvoice({ invoiceId: 3, consulteeId: 9 }));
    expect(cancelInvoice.fulfilled.match(result)).toBe(true);
    expect(callsTo(fetchMock, '/invoice/3', 'DELETE')).toHaveLength(1);
    expect(callsTo(fetchMock, '/invoice/consultee/9', 'GET')).toHaveLength(1);
  });

  it('a refused cancel reports the server message and does not reload', async () => {
    const fetchMock = mockFetch(() => [409, { message: 'Only a booking awaiting payment can be cancelled.' }]);
    const store = makeStore();
    const result = await store.dispatch(cancelInvoice({ invoiceId: 3, consulteeId: 9 }));
    expect(result.payload).toMatchObject({ status: 409, message: 'Only a booking awaiting payment can be cancelled.' });
    expect(callsTo(fetchMock, '/invoice/consultee/9')).toHaveLength(0);
  });

  it('logging out forgets the lists', async () => {
    mockFetch(() => [200, [{ id: 1 }]]);
    const store = makeStore();
    await store.dispatch(fetchConsulteeInvoices(9));
    store.dispatch(logOut());
    expect(store.getState().consultee.invoices).toEqual({ items: [], status: 'idle' });
  });
});
