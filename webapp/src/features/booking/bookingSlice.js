// Booking (spec §4): the slots shown on a consultant's profile, the ticked ones, and the steps
// after the booking (card gateway, bank slip). Thunks that move the user on resolve with
// {to, state}: the route to open next and its router state.
import { createAsyncThunk, createSlice, nanoid } from '@reduxjs/toolkit';
import { bookingApi, PAYMENT_METHODS } from './bookingApi.js';
import { clearSlipDetails, saveGatewayCheckout, saveSlipDetails } from './checkoutStorage.js';
import { toFailure } from '../../lib/http.js';
import { apiThunk, asList } from '../../lib/apiThunk.js';
import { colomboToday } from '../../lib/format.js';
import { withLoading } from '../../components/feedback/appSlice.js';
import { injectSlice } from '../../app/reducer.js';

export const MESSAGES = {
  signIn: 'Please signin for book a consultant',
  selectSlot: 'Please select at least one cerebroslot',
  bookingDetails: 'Booking details are required',
  selectBank: 'Please select a bank',
  slipRequired: 'Slip is required',
  slipUploaded: 'Bank Slip Upladed Successfully.',
  slipFailed: 'Bank Slip Upladed Failed.',
};

export const SLOT_AVAILABLE = 'AVAILABLE';

/** Whether a slot can be ticked: AVAILABLE and not expired. */
export const isBookable = (slot) => slot?.status === SLOT_AVAILABLE && !slot?.isExpired;

/** The booking ids of a booking or pay response, or of an invoice, as a list. */
export function bookingIdsOf(x) {
  if (!x) return [];
  const raw = x.bookingIds ?? x.bookingId ?? (Array.isArray(x.bookings) ? x.bookings.map((b) => b.id) : null);
  const ids = Array.isArray(raw) ? raw : raw != null ? String(raw).split(',') : [];
  return ids.map((v) => String(v).trim()).filter(Boolean);
}

const isSlipUrl = (url) => /^\/?slip-?upload/i.test(String(url ?? '').replace(/^#/, ''));
const isGateUrl = (url) => /^\/?payment-gate/i.test(String(url ?? '').replace(/^#/, ''));

/** Where to go with a card gateway request for an invoice. */
function gatewayStep(invoiceId, request) {
  const checkout = { invoiceId, attempt: nanoid(), request };
  saveGatewayCheckout(checkout);
  return { to: '/payment-gate', state: { checkout } };
}

/** Where to go to upload a slip for an invoice. */
function slipStep(details) {
  saveSlipDetails(details);
  return { to: '/slipupload', state: { details } };
}

/** Loads a consultant's slots on a Colombo date ("YYYY-MM-DD"). */
export const fetchSlots = apiThunk('booking/fetchSlots', async ({ consultantId, date }) =>
  asList(await bookingApi.slotsOn(consultantId, date)),
);

/**
 * Books the ticked slots for a consultee with a payment method (SLIP or ONLINE), then prepares the
 * next step from the response's returnUrl: the card gateway, the slip upload, or /error. The
 * `idempotencyKey` makes a retried confirm get the first one's invoice instead of a second hold.
 */
export const bookSlots = createAsyncThunk(
  'booking/bookSlots',
  async ({ consulteeId, consultantId, method, idempotencyKey }, { getState, dispatch, rejectWithValue }) => {
    const selected = getState().booking.selected;
    const bookingDate = colomboToday();
    const items = selected.map((s) => ({
      bookingDate,
      consulteeId,
      cerebroslotId: s.id,
      consultantId: s.consultantId ?? consultantId,
    }));
    let res;
    try {
      res = await withLoading(dispatch, () => bookingApi.book(items, method, idempotencyKey));
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
    const totalAmount = selected.reduce((sum, s) => sum + (Number(s.slotPrice) || 0), 0);
    if (!res?.returnUrl) return { to: '/error' };
    if (isSlipUrl(res.returnUrl)) {
      return slipStep({ invoiceId: res.invoiceId, bookingIds: bookingIdsOf(res), totalAmount });
    }
    if (isGateUrl(res.returnUrl)) {
      try {
        const request = await withLoading(dispatch, () => bookingApi.initiatePayment(res.invoiceId));
        return gatewayStep(res.invoiceId, request);
      } catch (e) {
        // The booking is made and waits for payment: it can be paid from the dashboard.
        return { to: '/consulteedashboard?tab=invoices', error: toFailure(e).message };
      }
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
  let res;
  try {
    res = await withLoading(dispatch, () => bookingApi.payInvoice(invoice.id));
  } catch (e) {
    if (invoice.paymentMethod === PAYMENT_METHODS.SLIP) return slipStep(slipDetails(null));
    return rejectWithValue(toFailure(e));
  }
  const slip = res?.returnUrl ? isSlipUrl(res.returnUrl) : invoice.paymentMethod === PAYMENT_METHODS.SLIP;
  if (slip) return slipStep(slipDetails(res));
  if (res?.action && res?.fields) return gatewayStep(invoice.id, res);
  try {
    const request = await withLoading(dispatch, () => bookingApi.initiatePayment(invoice.id));
    return gatewayStep(invoice.id, request);
  } catch (e) {
    return rejectWithValue(toFailure(e));
  }
});

/** The gateway request for an invoice, for a payment page opened without one. */
export const fetchGatewayRequest = apiThunk('booking/fetchGatewayRequest', async (invoiceId) =>
  gatewayStep(invoiceId, await bookingApi.initiatePayment(invoiceId)).state.checkout,
);

/** The company's bank accounts, loaded once. */
export const fetchBanks = apiThunk('booking/fetchBanks', async () => asList(await bookingApi.banks()), {
  condition: (_arg, { getState }) => !['loading', 'succeeded'].includes(getState().booking.banks.status),
});

/**
 * Uploads a bank slip: `details` {invoiceId, bookingIds}, `values` {file, bankId, refNo, remarks,
 * paymentDate}. Resolves with the server's message.
 */
export const uploadSlip = createAsyncThunk(
  'booking/uploadSlip',
  async ({ details, values, consulteeId }, { dispatch, rejectWithValue }) => {
    const form = new FormData();
    form.append('file', values.file);
    form.append('bookingId', bookingIdsOf(details).join(','));
    form.append('invoiceId', String(details.invoiceId));
    form.append('bankId', String(values.bankId));
    form.append('refNo', values.refNo.trim());
    form.append('remarks', values.remarks.trim());
    form.append('consulteeId', String(consulteeId));
    form.append('paymentDate', values.paymentDate);
    try {
      const res = await withLoading(dispatch, () => bookingApi.uploadSlip(form));
      clearSlipDetails();
      return res?.message || MESSAGES.slipUploaded;
    } catch (e) {
      return rejectWithValue(toFailure(e));
    }
  },
);

const bookingSlice = createSlice({
  name: 'booking',
  initialState: () => ({
    slots: { consultantId: null, date: null, items: [], status: 'idle', requestId: null },
    selected: [],
    banks: { items: [], status: 'idle' },
  }),
  reducers: {
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
      .addCase(fetchSlots.pending, (state, action) => {
        const { consultantId, date } = action.meta.arg;
        if (String(state.slots.consultantId) !== String(consultantId)) state.selected = [];
        state.slots = { consultantId, date, items: state.slots.items, status: 'loading', requestId: action.meta.requestId };
      })
      .addCase(fetchSlots.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.slots.requestId) return;
        state.slots.items = action.payload;
        state.slots.status = 'succeeded';
        // A ticked slot that someone else took meanwhile is no longer ticked.
        const gone = new Set(action.payload.filter((s) => !isBookable(s)).map((s) => s.id));
        state.selected = state.selected.filter((s) => !gone.has(s.id));
      })
      .addCase(fetchSlots.rejected, (state, action) => {
        if (action.meta.requestId !== state.slots.requestId) return;
        state.slots.items = [];
        state.slots.status = 'failed';
      })
      .addCase(bookSlots.fulfilled, (state) => {
        state.selected = [];
      })
      .addCase(fetchBanks.pending, (state) => {
        state.banks.status = 'loading';
      })
      .addCase(fetchBanks.fulfilled, (state, action) => {
        state.banks = { items: action.payload, status: 'succeeded' };
      })
      .addCase(fetchBanks.rejected, (state) => {
        state.banks.status = 'failed';
      });
  },
});

export const { toggleSlot, clearSelection } = bookingSlice.actions;
injectSlice(bookingSlice);

export default bookingSlice.reducer;

export const selectSlots = (state) => state.booking.slots;
export const selectSelectedSlots = (state) => state.booking.selected;
export const selectBanks = (state) => state.booking.banks;

/** The sum of the slots' prices, in cents. */
export const totalPrice = (slots) => slots.reduce((sum, s) => sum + (Number(s.slotPrice) || 0), 0);
