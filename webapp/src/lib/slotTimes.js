// When a slot happens, as instants for <SessionTime>: the API gives a slot's Sri Lanka date and clock
// (and, on newer answers, startsAt/endsAt).
import { colomboSpan } from './format.js';

/** A slot ({startsAt?, endsAt?, startDate, startTime, endTime}) as {start, end} instants. */
export function slotSpan(slot) {
  const span = colomboSpan(slot.startDate, slot.startTime, slot.endTime);
  if (!slot.startsAt) return span;
  const start = Date.parse(slot.startsAt);
  const length = span.end == null ? null : span.end - span.start;
  return { start, end: slot.endsAt ? Date.parse(slot.endsAt) : length == null ? null : start + length };
}
