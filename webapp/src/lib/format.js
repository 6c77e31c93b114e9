// Money and time as people in Sri Lanka read them: grouped thousands, "LKR", Asia/Colombo.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export const TIME_ZONE = 'Asia/Colombo';
export const CURRENCY = 'LKR';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A slot price: thousands grouping followed by LKR, e.g. "1,500 LKR". */
export function formatPrice(value) {
  const n = Number(value);
  return `${grouped.format(Number.isFinite(n) ? n : 0)} ${CURRENCY}`;
}

/** A money amount: two decimals followed by LKR, e.g. "1,500.00 LKR". */
export function formatAmount(value) {
  const n = Number(value);
  return `${twoDecimals.format(Number.isFinite(n) ? n : 0)} ${CURRENCY}`;
}

/** An instant (ISO string, Date or epoch ms) as a date in Asia/Colombo, e.g. "15 Mar 2025". */
export function formatDate(instant) {
  return dayjs(instant).tz(TIME_ZONE).format('D MMM YYYY');
}

/** An instant as a clock time in Asia/Colombo, e.g. "2:30 PM". */
export function formatTime(instant) {
  return dayjs(instant).tz(TIME_ZONE).format('h:mm A');
}

/** A wall-clock "HH:mm[:ss]" string (already Colombo time) shown as "2:30 PM". */
export function formatClock(hhmm) {
  const t = dayjs(hhmm, ['HH:mm:ss', 'HH:mm'], true);
  return t.isValid() ? t.format('h:mm A') : String(hhmm ?? '');
}

/** The current year in Asia/Colombo. */
export function currentYear(now = new Date()) {
  return dayjs(now).tz(TIME_ZONE).year();
}

export { dayjs };
