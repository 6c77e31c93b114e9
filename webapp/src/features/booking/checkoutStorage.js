// What a payment page needs survives a reload: the pages read router state first, then these
// copies in sessionStorage (per tab, gone when the tab closes).
const SLIP_KEY = 'cerebro.slipDetails';
const GATEWAY_KEY = 'cerebro.gatewayRequest';
const POSTED_KEY = 'cerebro.gatewayPosted';

function read(key) {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key, value) {
  try {
    if (value == null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the router state still carries the details.
  }
}

/** The booking details of the slip upload page: {invoiceId, bookingIds, totalAmount?}. */
export const loadSlipDetails = () => read(SLIP_KEY);
export const saveSlipDetails = (details) => write(SLIP_KEY, details);
export const clearSlipDetails = () => write(SLIP_KEY, null);

/** The card gateway request of the payment gate page: {invoiceId, attempt, request}. */
export const loadGatewayCheckout = () => read(GATEWAY_KEY);
export const saveGatewayCheckout = (checkout) => write(GATEWAY_KEY, checkout);

/** Whether this checkout attempt was already posted to the gateway (so Back does not re-post). */
export const wasGatewayPosted = (attempt) => read(POSTED_KEY) === attempt;
export const markGatewayPosted = (attempt) => write(POSTED_KEY, attempt);

/** Forgets the card checkout once its outcome is known. */
export const clearGatewayCheckout = () => write(GATEWAY_KEY, null);
