// Money and time as the viewer reads them: in their language (Tamil dates through Intl, Sinhala ones
// written here, money with the language's rupee sign) and their time zone (the IANA zone of their
// profile; Sri Lanka's for visitors). Sessions are sold in Sri Lanka time, so where the viewer's clock
// differs, Sri Lanka time is shown beside it (sriLankaTimeBeside; components/SessionTime.jsx). English
// keeps the forms the product has always shown: "1,500 LKR", "15 Mar 2025", "2:30 PM".
import { i18n } from '@lingui/core';
import { localeOf } from '../i18n/languages.js';
import { currentViewerZone, setViewerZone, SRI_LANKA } from './viewerZone.js';

export { currentViewerZone, setViewerZone };
export const TIME_ZONE = SRI_LANKA;
export const CURRENCY = 'LKR';

const language = () => i18n.locale || 'en';
const english = () => language() === 'en';
const sinhala = () => language() === 'si';

// Chromium's ICU data has no Sinhala (Intl falls back to English there), so Sinhala dates, clocks and
// money are written here, with the month and day names and the 24-hour clock the mails use
// (mailer/reader.go), the clock with CLDR's Sinhala dot: "2025 මාර්තු 15, සෙනසුරාදා", "14.30",
// "රු. 1,500.00". Tamil is in every browser's ICU and goes through Intl.
const SINHALA_MONTHS = ['ජනවාරි', 'පෙබරවාරි', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝස්තු', 'සැප්තැම්බර්', 'ඔක්තෝබර්', 'නොවැම්බර්', 'දෙසැම්බර්'];
const SINHALA_WEEKDAYS = ['ඉරිදා', 'සඳුදා', 'අඟහරුවාදා', 'බදාදා', 'බ්‍රහස්පතින්දා', 'සිකුරාදා', 'සෙනසුරාදා'];
const CURRENCY_SIGN = { si: 'රු.', ta: 'ரூ.' };

// Intl formatters are costly to build and the app asks for the same few again and again.
const formatters = new Map();
function formatter(Kind, locale, options) {
  const key = `${Kind.name}|${locale}|${JSON.stringify(options)}`;
  if (!formatters.has(key)) formatters.set(key, new Kind(locale, options));
  return formatters.get(key);
}

// Every money field of the API is an integer number of cents.
function rupees(cents) {
  const n = Number(cents);
  return Number.isFinite(n) ? n / 100 : 0;
}

// Sri Lanka groups digits in thousands in every language ("1,234,567", not the Indian "12,34,567"
// Intl gives Tamil), with the rupee sign of the language in front.
function money(cents, minimumFractionDigits) {
  const amount = formatter(Intl.NumberFormat, 'en-US', { minimumFractionDigits, maximumFractionDigits: 2 }).format(rupees(cents));
  return english() ? `${amount} ${CURRENCY}` : `${CURRENCY_SIGN[language()]} ${amount}`;
}

/** A slot price from cents, whole rupees without decimals: 150000 → "1,500 LKR" (si: "රු. 1,500"). */
export function formatPrice(cents) {
  return money(cents, 0);
}

/** A money amount from cents with two decimals: 150000 → "1,500.00 LKR" (si: "රු. 1,500.00"). */
export function formatAmount(cents) {
  return money(cents, 2);
}

/** A plain number as Sri Lanka writes it (counts, ratings): "1,234.5". */
export function formatNumber(n, options) {
  return formatter(Intl.NumberFormat, 'en-US', options).format(Number(n) || 0);
}

const DATE = { day: 'numeric', month: 'short', year: 'numeric' };
const DAY = { weekday: 'short', ...DATE };
const CLOCK = { hour: 'numeric', minute: '2-digit' };
const CLOCK_SECONDS = { ...CLOCK, second: '2-digit' };

function parts(instant, options, zone) {
  return Object.fromEntries(
    formatter(Intl.DateTimeFormat, 'en-GB', { ...options, timeZone: zone })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
}

function sinhalaDate(d, options, zone) {
  const p = parts(d, { year: 'numeric', month: 'numeric', day: 'numeric' }, zone);
  const date = `${p.year} ${SINHALA_MONTHS[Number(p.month) - 1]} ${Number(p.day)}`;
  if (!options.weekday) return date;
  return `${date}, ${SINHALA_WEEKDAYS[new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day))).getUTCDay()]}`;
}

function dateIn(instant, options, zone) {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  if (sinhala()) return sinhalaDate(d, options, zone);
  if (!english()) return formatter(Intl.DateTimeFormat, localeOf(language()), { ...options, timeZone: zone }).format(d);
  const p = parts(d, options, zone);
  const date = `${p.day} ${p.month} ${p.year}`;
  return options.weekday ? `${p.weekday}, ${date}` : date;
}

function clockIn(instant, options, zone) {
  const d = new Date(instant);
  if (Number.isNaN(d.getTime())) return '';
  if (sinhala()) {
    const p = parts(d, { ...options, hour: '2-digit', hourCycle: 'h23' }, zone);
    return [p.hour, p.minute, p.second].filter(Boolean).join('.');
  }
  const locale = english() ? 'en-US' : localeOf(language());
  return formatter(Intl.DateTimeFormat, locale, { ...options, timeZone: zone }).format(d);
}

/** An instant (ISO string, Date or epoch ms) as a date in the viewer's zone, e.g. "15 Mar 2025". */
export function formatDate(instant, zone = currentViewerZone()) {
  return dateIn(instant, DATE, zone);
}

/** An instant as a date with its weekday in the viewer's zone, e.g. "Sat, 15 Mar 2025". */
export function formatWeekday(instant, zone = currentViewerZone()) {
  return dateIn(instant, DAY, zone);
}

/** An instant as a clock time in the viewer's zone, e.g. "2:30 PM". */
export function formatTime(instant, zone = currentViewerZone()) {
  return clockIn(instant, CLOCK, zone);
}

/** An instant as a clock time to the second in the viewer's zone, e.g. "2:30:05 PM". */
export function formatTimeSeconds(instant, zone = currentViewerZone()) {
  return clockIn(instant, CLOCK_SECONDS, zone);
}

/** An instant as date and time in the viewer's zone, e.g. "Sat, 15 Mar 2025, 2:30 PM". */
export function formatDateTime(instant, zone = currentViewerZone()) {
  return `${formatWeekday(instant, zone)}, ${formatTime(instant, zone)}`;
}

const offsetMinutes = (instant, zone) => {
  const p = parts(instant, { timeZoneName: 'longOffset' }, zone);
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(p.timeZoneName ?? '');
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
};

/** True when the viewer's clock reads differently from Sri Lanka's at that instant. */
export function differsFromSriLanka(instant, zone = currentViewerZone()) {
  return zone !== TIME_ZONE && offsetMinutes(instant, zone) !== offsetMinutes(instant, TIME_ZONE);
}

/**
 * Sri Lanka's clock at an instant, for showing beside the viewer's own ("2:30 PM"), or null when the
 * viewer is on Sri Lanka time anyway.
 */
export function sriLankaTimeBeside(instant, zone = currentViewerZone()) {
  return differsFromSriLanka(instant, zone) ? formatTime(instant, TIME_ZONE) : null;
}

/** A Sri Lanka wall-clock "HH:mm[:ss]" string shown as "2:30 PM" (no zone conversion: a clock alone). */
export function formatClock(hhmm) {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(String(hhmm ?? ''));
  if (!m) return String(hhmm ?? '');
  return clockIn(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])), CLOCK, 'UTC');
}

const calendarDate = (ymd) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(ymd ?? ''));
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
};

/** A calendar date "YYYY-MM-DD" (no time zone to convert) shown as "Sat, 15 Mar 2025". */
export function formatDay(ymd) {
  const d = calendarDate(ymd);
  return d == null ? String(ymd ?? '') : dateIn(d, DAY, 'UTC');
}

/** A date that is either a calendar "YYYY-MM-DD" or an instant, as "15 Mar 2025". */
export function formatAnyDate(value) {
  if (value == null || value === '') return '';
  const d = calendarDate(value);
  return d == null ? formatDate(value) : dateIn(d, DATE, 'UTC');
}

/** Today's date in Asia/Colombo as "YYYY-MM-DD". */
export function colomboToday(now = new Date()) {
  const p = parts(now, { year: 'numeric', month: '2-digit', day: '2-digit' }, TIME_ZONE);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * A Sri Lanka wall-clock date and time ("YYYY-MM-DD", "HH:mm[:ss]") as an instant (ms since the
 * epoch). Sri Lanka has kept +05:30 all year since 2006.
 */
export function colomboInstant(ymd, hms) {
  const clock = String(hms ?? '').length === 5 ? `${hms}:00` : hms;
  return Date.parse(`${ymd}T${clock}+05:30`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A Sri Lanka date with its start and end clocks ("HH:mm[:ss]") as {start, end} instants (ms; end null
 * without an end clock). A slot that ends at midnight or later (23:30–00:15) ends the next day.
 */
export function colomboSpan(date, from, to) {
  const start = colomboInstant(date, from);
  if (!to) return { start, end: null };
  const end = colomboInstant(date, to);
  return { start, end: end <= start ? end + DAY_MS : end };
}

/** A slot size in minutes as hours (spec: size / 60), e.g. 30 → "0.5 hours", 60 → "1 hour". */
export function formatHours(minutes) {
  const hours = Math.round((Number(minutes) / 60) * 100) / 100;
  return i18n._('common.hours', { hours, count: hours });
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
  return i18n._('common.countdownDays', { count: days, clock });
}
