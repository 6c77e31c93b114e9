// Booking: what the visitor is doing on a consultant's profile — the consultant and the
// date they look at, and the slots they ticked (client state; the slots themselves are server state,
// bookingApi.js) — and the steps after the booking (card gateway, bank slip). Thunks that move the
// user on resolve with {to, state}: the route to open next and its router state.
import { createAsyncThunk, createSlice, nanoid } from '@reduxjs/toolkit';
import { bookingApi, PAYMENT_METHODS } from './bookingApi.js';
import { saveGatewayCheckout, saveSlipDetails } from './checkoutStorage.js';
import { colomboToday } from '../../lib/format.js';
import { withLoading } from '../../components/feedback/appSlice.js';
import { injectSlice } from '../../app/reducer.js';

export const SLOT_AVAILABLE = 'AVAILABLE';

/** Whether a slot can be ticked: AVAILABLE and not expired. */
export const isBookable = (slot) => slot?.status === SLOT_AVAILABLE && !slot?.isExpired;

/** The sum of the slots' prices, in cents. */
export const totalPrice = (slots) => slots.reduce((sum, s) => sum + (Number(s.slotPrice) || 0), 0);

/** The booking ids of a booking or pay response, or of an invoice, as a list. */
export function bookingIdsOf(x) {
  if (!x) return [];
  const raw = x.bookingIds ?? x.bookingId ?? (Array.isArray(x.bookings) ? x.bookings.map((b) => b.id) : null);
  const ids = Array.isArray(raw) ? raw : raw != null ? String(raw).split(',') : [];
  return ids.map((v) => String(v).trim()).filter(Boolean);
}

const isSlipUrl = (url) => /^\/?slip-?upload/i.test(String(url ?? '').replace(/^#/, ''));
const isGateUrl = (url) => /^\/?payment-gate/i.test(String(url ?? '').replace(/^#/, ''));

/** The card checkout of an invoice ({invoiceId, attempt, request}), kept for a reload of the gate. */
export function gatewayCheckout(invoiceId, request) {
  const checkout = { invoiceId, attempt: nanoid(), request };
  saveGatewayCheckout(checkout);
  return checkout;
}

/** Where to go with a card gateway request for an invoice. */
const gatewayStep = (invoiceId, request) => ({ to: '/payment-gate', state: { checkout: gatewayCheckout(invoiceId, request) } });

/** Where to go to upload a slip for an invoice. */
function slipStep(details) {
  saveSlipDetails(details);
  return { to: '/slipupload', state: { details } };
}

/** Runs one of bookingApi's mutations from a thunk, with the loading flag up: {data} or {error}. */
const run = (dispatch, endpoint, arg) =>
  withLoading(dispatch, () => dispatch(bookingApi.endpoints[endpoint].initiate(arg, { track: false })));

/**
 * Books the ticked slots for a consultee with a payment method (SLIP or ONLINE), then prepares the
 * next step from the response's returnUrl: the card gateway, the slip upload, or /error. The
 * `idempotencyKey` makes a retried confirm get the first one's invoice instead of a second hold.
 */
/** The booking request's items: one per ticked slot, for the consultee, with the note if any. */
function itemsOf(selected, { consulteeId, consultantId, note = '' }) {
  const bookingDate = colomboToday();
  return selected.map((s) => ({
    bookingDate,
    consulteeId,
    cerebroslotId: s.id,
    consultantId: s.consultantId ?? consultantId,
    ...(note ? { note } : {}),
  }));
}

/**
 * What booking the ticked slots with a promo code would cost, before confirming:
 * {fullAmount, discountCents, totalAmount, promoCode}; rejected with the server's refusal.
 */
export const quoteSlots = createAsyncThunk(
  'booking/quoteSlots',
  async ({ consulteeId, consultantId, promoCode }, { getState, dispatch, rejectWithValue }) => {
    const items = itemsOf(getState().booking.selected, { consulteeId, consultantId });
    const quoted = await dispatch(bookingApi.endpoints.quoteBooking.initiate({ items, promoCode }, { track: false }));
    return quoted.error ? rejectWithValue(quoted.error) : quoted.data;
  },
);

export const bookSlots = createAsyncThunk(
  'booking/bookSlots',
  async ({ consulteeId, consultantId, method, note = '', idempotencyKey, promoCode = '' }, { getState, dispatch, rejectWithValue }) => {
    const { selected } = getState().booking;
    const items = itemsOf(selected, { consulteeId, consultantId, note });
    const booked = await run(dispatch, 'placeBooking', { items, method, idempotencyKey, promoCode });
    if (booked.error) return rejectWithValue(booked.error);
    const res = booked.data;
    if (!res?.returnUrl) return { to: '/error' };
    if (isSlipUrl(res.returnUrl)) {
      // A promo code's discount is the server's to work out: its total is what is left to pay.
      const totalAmount = res.totalAmount ?? totalPrice(selected);
      return slipStep({ invoiceId: res.invoiceId, bookingIds: bookingIdsOf(res), totalAmount });
    }
    if (isGateUrl(res.returnUrl)) {
      const started = await run(dispatch, 'initiatePayment', res.invoiceId);
      if (!started.error) return gatewayStep(res.invoiceId, started.data);
      // The booking is made and waits for payment: it can be paid from the dashboard.
      return { to: '/consulteedashboard?tab=invoices', error: started.error.message };
    }
    return { to: '/error' };
  },
);

/**
 * 'Pay for Booking' on a pending invoice: asks the server how (GET /invoice/pay/{id}) and goes to
 * the card gateway or the slip upload. A slip invoice can go to the upload page without it.
 */
export const payInvoice = createAsyncThunk('booking/payInvoice', async (invoice, { dispatch, rejectWithValue }) => {
  const slipDetails = (res) => ({
    invoiceId: invoice.id,
    bookingIds: bookingIdsOf(res).length ? bookingIdsOf(res) : bookingIdsOf(invoice),
    totalAmount: invoice.totalAmount,
  });
  const how = await run(dispatch, 'invoicePayment', invoice.id);
  if (how.error) {
    if (invoice.paymentMethod === PAYMENT_METHODS.SLIP) return slipStep(slipDetails(null));
    return rejectWithValue(how.error);
  }
  const res = how.data;
  const slip = res?.returnUrl ? isSlipUrl(res.returnUrl) : invoice.paymentMethod === PAYMENT_METHODS.SLIP;
  if (slip) return slipStep(slipDetails(res));
  if (res?.action && res?.fields) return gatewayStep(invoice.id, res);
  const started = await run(dispatch, 'initiatePayment', invoice.id);
  return started.error ? rejectWithValue(started.error) : gatewayStep(invoice.id, started.data);
});

const bookingSlice = createSlice({
  name: 'booking',
  initialState: () => ({ consultantId: null, date: null, selected: [] }),
  reducers: {
    /**
     * Looks at a consultant's slots on a date ({consultantId, date}); ticks made on another
     * consultant's profile are dropped.
     */
    browse(state, action) {
      const { consultantId, date } = action.payload;
      if (String(state.consultantId) !== String(consultantId)) state.selected = [];
      state.consultantId = consultantId;
      state.date = date;
    },
    /** Ticks or unticks a slot (only bookable ones can be ticked). */
    toggleSlot(state, action) {
      const slot = action.payload;
      const i = state.selected.findIndex((s) => s.id === slot.id);
      if (i >= 0) state.selected.splice(i, 1);
      else if (isBookable(slot)) state.selected.push(slot);
    },
    clearSelection(state) {
      state.selected = [];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(bookSlots.fulfilled, (state) => {
        state.selected = [];
      })
      // Fresh slots from the server: a ticked slot that someone else took meanwhile is no longer ticked.
      .addMatcher(bookingApi.endpoints.slotsOnDate.matchFulfilled, (state, action) => {
        const gone = new Set(action.payload.filter((s) => !isBookable(s)).map((s) => s.id));
        state.selected = state.selected.filter((s) => !gone.has(s.id));
      });
  },
});

export const { browse, toggleSlot, clearSelection } = bookingSlice.actions;
injectSlice(bookingSlice);

export default bookingSlice.reducer;

/** What the visitor looks at: {consultantId, date, selected}. */
export const selectBrowsing = (state) => state.booking;
export const selectSelectedSlots = (state) => state.booking.selected;
