// When a slot happens, as instants for <SessionTime>: the API gives a slot's Sri Lanka date and clock
// (and, on newer answers, startsAt/endsAt). Slots may run past midnight (23:30–00:15), so an end at or
// before the start is on the next day.
import { colomboInstant } from '../../lib/format.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Sri Lanka date with its start and end clocks ("HH:mm[:ss]") as {start, end} instants (ms). */
export function colomboSpan(date, from, to) {
  const start = colomboInstant(date, from);
  if (!to) return { start, end: null };
  const end = colomboInstant(date, to);
  return { start, end: end <= start ? end + DAY_MS : end };
}

/** A slot ({startsAt?, endsAt?, startDate, startTime, endTime}) as {start, end} instants. */
export function slotSpan(slot) {
  const span = colomboSpan(slot.startDate, slot.startTime, slot.endTime);
  if (!slot.startsAt) return span;
  const start = Date.parse(slot.startsAt);
  const length = span.end == null ? null : span.end - span.start;
  return { start, end: slot.endsAt ? Date.parse(slot.endsAt) : length == null ? null : start + length };
}
