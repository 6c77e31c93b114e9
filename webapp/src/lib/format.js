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

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// Every money field of the API is an integer number of cents.
function rupees(cents) {
  const n = Number(cents);
  return Number.isFinite(n) ? n / 100 : 0;
}

/** A slot price from cents: thousands grouping followed by LKR, e.g. 150000 → "1,500 LKR". */
export function formatPrice(cents) {
  return `${grouped.format(rupees(cents))} ${CURRENCY}`;
}

/** A money amount from cents: two decimals followed by LKR, e.g. 150000 → "1,500.00 LKR". */
export function formatAmount(cents) {
  return `${twoDecimals.format(rupees(cents))} ${CURRENCY}`;
}

/** An instant (ISO string, Date or epoch ms) as a date in Asia/Colombo, e.g. "15 Mar 2025". */
export function formatDate(instant) {
  return dayjs(instant).tz(TIME_ZONE).format('D MMM YYYY');
}

/** An instant as a clock time in Asia/Colombo, e.g. "2:30 PM". */
export function formatTime(instant) {
  return dayjs(instant).tz(TIME_ZONE).format('h:mm A');
}

/** An instant as a clock time to the second in Asia/Colombo, e.g. "2:30:05 PM". */
export function formatTimeSeconds(instant) {
  return dayjs(instant).tz(TIME_ZONE).format('h:mm:ss A');
}

/** A wall-clock "HH:mm[:ss]" string (already Colombo time) shown as "2:30 PM". */
export function formatClock(hhmm) {
  const t = dayjs(hhmm, ['HH:mm:ss', 'HH:mm'], true);
  return t.isValid() ? t.format('h:mm A') : String(hhmm ?? '');
}

/** A Colombo calendar date "YYYY-MM-DD" (no time zone to convert) shown as "Mon, 15 Mar 2025". */
export function formatDay(ymd) {
  const d = dayjs(ymd, 'YYYY-MM-DD', true);
  return d.isValid() ? d.format('ddd, D MMM YYYY') : String(ymd ?? '');
}

/** A date that is either a Colombo "YYYY-MM-DD" or an instant, as "15 Mar 2025". */
export function formatAnyDate(value) {
  if (value == null || value === '') return '';
  const ymd = dayjs(value, 'YYYY-MM-DD', true);
  return ymd.isValid() ? ymd.format('D MMM YYYY') : formatDate(value);
}

/** Today's date in Asia/Colombo as "YYYY-MM-DD". */
export function colomboToday(now = new Date()) {
  return dayjs(now).tz(TIME_ZONE).format('YYYY-MM-DD');
}

/** A Colombo wall-clock date and time ("YYYY-MM-DD", "HH:mm:ss") as an instant (ms since the epoch). */
export function colomboInstant(ymd, hms) {
  return dayjs.tz(`${ymd} ${hms}`, 'YYYY-MM-DD HH:mm:ss', TIME_ZONE).valueOf();
}

/** A slot size in minutes as hours (spec: size / 60), e.g. 30 → "0.5 hours", 60 → "1 hour". */
export function formatHours(minutes) {
  const h = Math.round((Number(minutes) / 60) * 100) / 100;
  return `${h} ${h === 1 ? 'hour' : 'hours'}`;
}

/**
 * A countdown in seconds as "hh:mm:ss", with the days in front when more than 24 hours remain
 * ("2 days 03:04:05"). Negative values show as zero.
 */
export function formatCountdown(seconds) {
  const total = Math.max(0, Math.floor(Number(seconds) || 0));
  const days = Math.floor(total / 86400);
  const pad = (n) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  if (total <= 86400) return total === 86400 ? '24:00:00' : clock;
  return `${days} ${days === 1 ? 'day' : 'days'} ${clock}`;
}


export { dayjs };
