import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store.js';
import { logOut } from '../auth/index.js';
import { callsTo, mockFetch } from '../../test/utils.jsx';
import { sessionsApi } from '../sessions/index.js';
import { api } from '../../app/api.js';
import { consulteeApi, saveConsulteeProfile } from './consulteeApi.js';

const upcoming = (store) => store.dispatch(sessionsApi.endpoints.upcomingSessions.initiate({ viewer: 'consultee', profileId: 9 }));
const previous = (store) => store.dispatch(sessionsApi.endpoints.previousSessions.initiate({ viewer: 'consultee', profileId: 9 }));
const invoices = (store) => store.dispatch(consulteeApi.endpoints.consulteeInvoices.initiate(9));

describe('the consultee’s data', () => {
  it('cancelling an invoice refreshes the invoices and the bookings through their tags', async () => {
    const fetchMock = mockFetch((url, init) => (init.method === 'DELETE' ? [202, { message: 'Booking cancelled.' }] : [200, []]));
    const store = makeStore();
    await upcoming(store);
    await invoices(store);
    expect(callsTo(fetchMock, '/booking/consultee/9', 'GET')).toHaveLength(1);
    expect(callsTo(fetchMock, '/invoice/consultee/9', 'GET')).toHaveLength(1);
    await store.dispatch(consulteeApi.endpoints.cancelInvoice.initiate(3)).unwrap();
    expect(callsTo(fetchMock, '/invoice/3', 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, '/invoice/consultee/9', 'GET')).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, '/booking/consultee/9', 'GET')).toHaveLength(2));
  });

  it('a refused cancel gives the server’s message and refreshes nothing', async () => {
    const fetchMock = mockFetch((url, init) =>
      init.method === 'DELETE' ? [409, { message: 'Only a booking awaiting payment can be cancelled.' }] : [200, []],
    );
    const store = makeStore();
    await invoices(store);
    const failure = await store.dispatch(consulteeApi.endpoints.cancelInvoice.initiate(3)).unwrap().catch((e) => e);
    expect(failure).toMatchObject({ status: 409, message: 'Only a booking awaiting payment can be cancelled.' });
    await new Promise((r) => setTimeout(r, 50));
    expect(callsTo(fetchMock, '/invoice/consultee/9', 'GET')).toHaveLength(1);
  });

  it('a booking or invoice changed elsewhere refreshes the bookings and invoices; a rating the previous bookings', async () => {
    const fetchMock = mockFetch(() => [200, []]);
    const store = makeStore();
    await upcoming(store);
    await previous(store);
    await invoices(store);
    store.dispatch(api.util.invalidateTags(['Booking', 'Invoice'])); // what cancelling or moving a booking invalidates
    await waitFor(() => expect(callsTo(fetchMock, '/invoice/consultee/9')).toHaveLength(2));
    await waitFor(() => expect(callsTo(fetchMock, '/booking/consultee/9/previous')).toHaveLength(2));
    store.dispatch(api.util.invalidateTags(['Rating'])); // what saving a rating invalidates
    await waitFor(() => expect(callsTo(fetchMock, '/booking/consultee/9/previous')).toHaveLength(3));
    expect(callsTo(fetchMock, '/invoice/consultee/9')).toHaveLength(2);
  });

  it('previous bookings that cannot be loaded are an empty list, not an error', async () => {
    mockFetch(() => [404, { message: 'Not found.' }]);
    const store = makeStore();
    const result = await previous(store);
    expect(result).toMatchObject({ isSuccess: true, data: [] });
  });

  it('saving creates without an id (POST) and updates with one (PUT), with the loading flag, and refreshes the profile', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (init.method === 'PUT') return [200, { id: 4, phone: '771112223', message: 'Update successful.' }];
      if (init.method === 'POST') return [201, { id: 4 }];
      return [200, { id: 4, phone: '771112223' }];
    });
    const store = makeStore();
    const created = await store.dispatch(saveConsulteeProfile({ id: null, profile: { firstName: 'K' } }));
    expect(created.payload).toEqual({ consultee: { id: 4 }, created: true, message: '' });
    await store.dispatch(consulteeApi.endpoints.consulteeProfile.initiate(4));
    const updated = store.dispatch(saveConsulteeProfile({ id: 4, profile: { firstName: 'K' } }));
    expect(store.getState().app.loading).toBe(true);
    expect((await updated).payload).toEqual({ consultee: { id: 4, phone: '771112223' }, created: false, message: 'Update successful.' });
    expect(store.getState().app.loading).toBe(false);
    expect(callsTo(fetchMock, '/consultee/', 'POST')).toHaveLength(1);
    expect(callsTo(fetchMock, '/consultee/4', 'PUT')).toHaveLength(1);
    await waitFor(() => expect(callsTo(fetchMock, '/consultee/4', 'GET')).toHaveLength(2));
  });

  it('a refused save rejects with the server’s message and fields', async () => {
    mockFetch(() => [400, { message: 'Names can contain letters and spaces only', fields: { lastName: 'Names can contain letters and spaces only' } }]);
    const store = makeStore();
    const result = await store.dispatch(saveConsulteeProfile({ id: null, profile: {} }));
    expect(saveConsulteeProfile.rejected.match(result)).toBe(true);
    expect(result.payload).toMatchObject({ status: 400, fields: { lastName: 'Names can contain letters and spaces only' } });
  });

  it('logging out forgets them', async () => {
    mockFetch(() => [200, [{ id: 1 }]]);
    const store = makeStore();
    await invoices(store);
    store.dispatch(logOut());
    expect(consulteeApi.endpoints.consulteeInvoices.select(9)(store.getState()).data).toBeUndefined();
  });
});
