// Pure helpers that turn the earnings response (money in cents) into what My Earnings shows.
import dayjs from '../../lib/dayjs.js';
import { colomboToday } from '../../lib/format.js';
import { i18n } from '../../i18n/index.js';
import { localeOf } from '../../i18n/languages.js';

/** Periods up to this many days are charted per day; longer ones per month. */
export const DAILY_CHART_MAX_DAYS = 62;

/** The default search: from the first of this month to today (Colombo). */
export function defaultEarningsRange(now = new Date()) {
  const today = colomboToday(now);
  return { startDate: `${today.slice(0, 8)}01`, endDate: today };
}

const cents = (v) => (Number.isFinite(Number(v)) ? Number(v) : 0);

/**
 * The report's totals: {bookings, earned, consultantShare, cerebroShare}, each from the response,
 * or summed from its rows when the response leaves one out.
 */
export function earningsTotals(report) {
  const rows = report?.earnings ?? [];
  const sum = (key) => rows.reduce((s, r) => s + cents(r[key]), 0);
  const bookings = rows.reduce((s, r) => s + (Array.isArray(r.bookingIds) ? r.bookingIds.length : 1), 0);
  return {
    bookings: report?.bookings != null ? Number(report.bookings) : bookings,
    earned: report?.earned != null ? cents(report.earned) : sum('earnedAmount'),
    consultantShare: report?.consultantShare != null ? cents(report.consultantShare) : sum('consultantAmount'),
    cerebroShare: report?.cerebroShare != null ? cents(report.cerebroShare) : sum('cerebroAmount'),
  };
}

/** The report's rows, oldest first, each with a stable key. */
export function earningsRows(report) {
  return [...(report?.earnings ?? [])]
    .map((r, i) => ({ ...r, key: `${r.date}-${(r.bookingIds ?? []).join('-') || i}` }))
    .sort((a, b) => String(a.date).localeCompare(String(b.date)));
}

const BAR_LABEL = { day: { day: 'numeric', month: 'short' }, month: { month: 'short', year: 'numeric' } };

/**
 * A bar's label, "3 May" or "May 2030": in English as the product has always written it, in Sinhala
 * and Tamil by the language's own calendar words (a calendar date: no time zone to convert).
 */
function barLabel(d, unit) {
  if ((i18n.locale || 'en') === 'en') return d.format(unit === 'day' ? 'D MMM' : 'MMM YYYY');
  const options = { ...BAR_LABEL[unit], timeZone: 'UTC' };
  return new Intl.DateTimeFormat(localeOf(i18n.locale), options).format(Date.UTC(d.year(), d.month(), d.date()));
}

/**
 * The chart's bars for a period: [{key, label, earned, consultant}] (cents), one per day for periods
 * of up to two months (days without earnings included, at zero), else one per month.
 */
export function earningsSeries(report, startDate, endDate) {
  const start = dayjs(startDate, 'YYYY-MM-DD', true);
  const end = dayjs(endDate, 'YYYY-MM-DD', true);
  const rows = report?.earnings ?? [];
  if (!start.isValid() || !end.isValid() || end.isBefore(start)) return [];
  const daily = end.diff(start, 'day') + 1 <= DAILY_CHART_MAX_DAYS;
  const unit = daily ? 'day' : 'month';
  const keyOf = (d) => (daily ? d.format('YYYY-MM-DD') : d.format('YYYY-MM'));
  const bars = new Map();
  for (let d = start.startOf(unit); !d.isAfter(end, unit); d = d.add(1, unit)) {
    bars.set(keyOf(d), { key: keyOf(d), label: barLabel(d, unit), earned: 0, consultant: 0 });
  }
  for (const r of rows) {
    const d = dayjs(String(r.date).slice(0, 10), 'YYYY-MM-DD', true);
    const bar = d.isValid() ? bars.get(keyOf(d)) : undefined;
    if (!bar) continue;
    bar.earned += cents(r.earnedAmount);
    bar.consultant += cents(r.consultantAmount);
  }
  return [...bars.values()];
}
