import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.js';
import { callsTo, mockFetch } from '../../test/utils.jsx';
import { colomboToday } from '../../lib/format.js';
import { bookingApi } from './bookingApi.js';
import { bookingIdsOf, bookSlots, browse, isBookable, payInvoice, toggleSlot, totalPrice } from './bookingSlice.js';

const slot = (id, extra = {}) => ({ id, consultantId: 7, startDate: '2030-05-14', startTime: '09:00:00', endTime: '09:30:00', slotPrice: 250000, status: 'AVAILABLE', isExpired: false, ...extra });

describe('booking slice', () => {
  afterEach(() => window.sessionStorage.clear());

  it('only available, unexpired slots can be ticked; ticking twice unticks', () => {
    const store = makeStore();
    store.dispatch(toggleSlot(slot(1)));
    store.dispatch(toggleSlot(slot(2, { status: 'BOOKED' })));
    store.dispatch(toggleSlot(slot(3, { isExpired: true })));
    expect(store.getState().booking.selected.map((s) => s.id)).toEqual([1]);
    store.dispatch(toggleSlot(slot(1)));
    expect(store.getState().booking.selected).toEqual([]);
    expect(isBookable(slot(1))).toBe(true);
    expect(totalPrice([slot(1), slot(2, { slotPrice: 100050 })])).toBe(350050);
  });

  it('fresh slots from the server untick the ones taken meanwhile; browsing another consultant clears the ticks', async () => {
    const store = makeStore();
    const slotsOn = (date) => store.dispatch(bookingApi.endpoints.slotsOnDate.initiate({ consultantId: 7, date }, { forceRefetch: true, subscribe: false }));
    store.dispatch(browse({ consultantId: 7, date: '2030-05-14' }));
    mockFetch(() => [200, [slot(1), slot(2)]]);
    await slotsOn('2030-05-14');
    store.dispatch(toggleSlot(slot(1)));
    store.dispatch(toggleSlot(slot(2)));
    mockFetch(() => [200, [slot(1, { status: 'HELD' }), slot(2)]]);
    await slotsOn('2030-05-14');
    expect(store.getState().booking.selected.map((s) => s.id)).toEqual([2]);
    store.dispatch(browse({ consultantId: 7, date: '2030-05-15' }));
    expect(store.getState().booking.selected.map((s) => s.id)).toEqual([2]);
    store.dispatch(browse({ consultantId: 8, date: '2030-05-14' }));
    expect(store.getState().booking.selected).toEqual([]);
    expect(store.getState().booking).toMatchObject({ consultantId: 8, date: '2030-05-14' });
  });

  it('booking invalidates the slots, so a list showing them asks again by itself', async () => {
    const store = makeStore();
    const fetchMock = mockFetch((url) => (url.includes('/booking') ? [200, { returnUrl: '/slip-upload', invoiceId: 6, bookingId: [12] }] : [200, [slot(1)]]));
    const shown = store.dispatch(bookingApi.endpoints.slotsOnDate.initiate({ consultantId: 7, date: '2030-05-14' }));
    await shown;
    expect(callsTo(fetchMock, '/cerebroslot')).toHaveLength(1);
    store.dispatch(toggleSlot(slot(1)));
    await store.dispatch(bookSlots({ consulteeId: 9, consultantId: 7, method: 'SLIP' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, '/cerebroslot')).toHaveLength(2));
    shown.unsubscribe();
  });

  it('booking by card sends the items, starts the payment and clears the selection', async () => {
    const fetchMock = mockFetch((url) =>
      url.includes('/payments/initiate')
        ? [200, { action: 'http://gw/checkout', fields: { order_id: 'X' } }]
        : [200, { returnUrl: '/payment-gate', invoiceId: 5, bookingId: [11] }],
    );
    const store = makeStore();
    store.dispatch(toggleSlot(slot(1)));
    const result = await store.dispatch(bookSlots({ consulteeId: 9, consultantId: 7, method: 'ONLINE' }));
    expect(result.payload.to).toBe('/payment-gate');
    expect(result.payload.state.checkout).toMatchObject({ invoiceId: 5, request: { action: 'http://gw/checkout' } });
    expect(JSON.parse(callsTo(fetchMock, '/booking?paymentMethod=ONLINE', 'POST')[0][1].body)).toEqual([
      { bookingDate: colomboToday(), consulteeId: 9, cerebroslotId: 1, consultantId: 7 },
    ]);
    expect(store.getState().booking.selected).toEqual([]);
    expect(JSON.parse(window.sessionStorage.getItem('cerebro.gatewayRequest')).invoiceId).toBe(5);
  });

  it('booking sends the confirm\'s Idempotency-Key, so a retried confirm never holds twice', async () => {
    const fetchMock = mockFetch(() => [200, { returnUrl: '/slip-upload', invoiceId: 6, bookingId: [12] }]);
    const store = makeStore();
    store.dispatch(toggleSlot(slot(1)));
    await store.dispatch(bookSlots({ consulteeId: 9, consultantId: 7, method: 'SLIP', idempotencyKey: 'confirm-abc' }));
    const [, init] = callsTo(fetchMock, '/booking?paymentMethod=SLIP', 'POST')[0];
    expect(init.headers['Idempotency-Key']).toBe('confirm-abc');
  });

  it('booking by slip goes to the slip page; no returnUrl goes to /error', async () => {
    const store = makeStore();
    mockFetch(() => [200, { returnUrl: '/slip-upload', invoiceId: 6, bookingId: [12, 13] }]);
    store.dispatch(toggleSlot(slot(1)));
    const slip = await store.dispatch(bookSlots({ consulteeId: 9, consultantId: 7, method: 'SLIP' }));
    expect(slip.payload).toMatchObject({ to: '/slipupload', state: { details: { invoiceId: 6, bookingIds: ['12', '13'], totalAmount: 250000 } } });
    mockFetch(() => [200, {}]);
    store.dispatch(toggleSlot(slot(1)));
    expect((await store.dispatch(bookSlots({ consulteeId: 9, consultantId: 7, method: 'SLIP' }))).payload).toEqual({ to: '/error' });
  });

  it('a refused booking (409) keeps the selection and reports the message', async () => {
    mockFetch(() => [409, { message: 'Sorry, that cerebroslot was just booked by someone else.' }]);
    const store = makeStore();
    store.dispatch(toggleSlot(slot(1)));
    const result = await store.dispatch(bookSlots({ consulteeId: 9, consultantId: 7, method: 'ONLINE' }));
    expect(result.payload).toMatchObject({ status: 409, message: 'Sorry, that cerebroslot was just booked by someone else.' });
    expect(store.getState().booking.selected).toHaveLength(1);
  });

  it('paying a slip invoice whose pay call fails still opens the slip page with its booking ids', async () => {
    mockFetch(() => [500, { message: 'boom' }]);
    const store = makeStore();
    const result = await store.dispatch(payInvoice({ id: 4, paymentMethod: 'SLIP', totalAmount: 100, bookingId: [40] }));
    expect(result.payload).toMatchObject({ to: '/slipupload', state: { details: { invoiceId: 4, bookingIds: ['40'] } } });
  });

  it('booking ids come from a list, a comma-separated string or nothing', () => {
    expect(bookingIdsOf({ bookingId: [1, 2] })).toEqual(['1', '2']);
    expect(bookingIdsOf({ bookingIds: '3, 4' })).toEqual(['3', '4']);
    expect(bookingIdsOf(null)).toEqual([]);
  });
});
