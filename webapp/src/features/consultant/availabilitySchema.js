// The Add Availability form (spec §2, §5, §9): its choices, defaults, limits and Yup schema.
import * as Yup from 'yup';
import { colomboToday } from '../../lib/format.js';

export const MAX_SLOTS = 10;
export const MAX_OCCURRENCES = 30;

export const REPEAT = { ONCE: 0, DAILY: 1, WEEKLY: 2 };
export const REPEAT_OPTIONS = [
  { value: String(REPEAT.ONCE), label: 'Once' },
  { value: String(REPEAT.DAILY), label: 'Daily' },
  { value: String(REPEAT.WEEKLY), label: 'Weekly' },
];

// The spec's words, trailing space included.
export const AVAILABILITY_MESSAGES = {
  noOfOccurrence: 'Cannot leave no of occurrence empty ',
  noOfSlots: 'Cannot leave no of slots empty',
  repeat: 'Cannot leave repeat empty',
  slotSize: 'Cannot leave slot size empty',
  time: 'Cannot leave time empty',
  date: 'Cannot leave date empty',
  slotsRange: `No of slots must be between 1 and ${MAX_SLOTS}`,
  occurrenceRange: `No of occurrence must be between 1 and ${MAX_OCCURRENCES}`,
  pastDate: 'The date cannot be in the past',
};

/** Start times every 15 minutes from 00:00 to 23:45, as [{value: 'HH:mm', label: 'HH:mm'}]. */
export const TIME_CHOICES = Array.from({ length: 96 }, (_, i) => {
  const hhmm = `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
  return { value: hhmm, label: hhmm };
});

/** The modal's defaults (spec §9): today, 08:00, 1 slot, Once, 1 occurrence; the profile's slot size. */
export function availabilityDefaults(slotSize, now = new Date()) {
  return {
    date: colomboToday(now),
    time: '08:00',
    noOfSlots: 1,
    repeat: String(REPEAT.ONCE),
    noOfOccurrence: 1,
    slotSize: slotSize ?? '',
  };
}

const isBlank = (v) => v === '' || v == null || Number.isNaN(v);

/** A whole number field: empty → `emptyMessage`, outside 1..max → `rangeMessage`. */
const count = (emptyMessage, max, rangeMessage) =>
  Yup.mixed()
    .test('empty', emptyMessage, (v) => !isBlank(v))
    .test('range', rangeMessage, (v) => isBlank(v) || (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= max));

/** The form's schema; `now` is for tests. */
export function availabilitySchema(now = new Date()) {
  const today = colomboToday(now);
  return Yup.object({
    date: Yup.string()
      .required(AVAILABILITY_MESSAGES.date)
      .test('not-past', AVAILABILITY_MESSAGES.pastDate, (v) => !v || v >= today),
    time: Yup.string().required(AVAILABILITY_MESSAGES.time),
    noOfSlots: count(AVAILABILITY_MESSAGES.noOfSlots, MAX_SLOTS, AVAILABILITY_MESSAGES.slotsRange),
    repeat: Yup.string().required(AVAILABILITY_MESSAGES.repeat),
    noOfOccurrence: Yup.mixed().when('repeat', {
      is: (r) => String(r) === String(REPEAT.ONCE),
      then: () => Yup.mixed().notRequired(),
      otherwise: () => count(AVAILABILITY_MESSAGES.noOfOccurrence, MAX_OCCURRENCES, AVAILABILITY_MESSAGES.occurrenceRange),
    }),
    slotSize: Yup.mixed().test('empty', AVAILABILITY_MESSAGES.slotSize, (v) => !isBlank(v) && Number(v) > 0),
  });
}

/** The availability payload of spec §3 (time with seconds appended; Once always means one occurrence). */
export function toAvailabilityPayload(values, consultantId) {
  const repeat = Number(values.repeat);
  return {
    consultantId,
    startDate: values.date,
    startTime: `${values.time}:00`,
    noOfSlots: Number(values.noOfSlots),
    noOfOccurrence: repeat === REPEAT.ONCE ? 1 : Number(values.noOfOccurrence),
    repeat,
    slotSize: Number(values.slotSize),
  };
}

/** The server's field names (startDate, startTime …) as the form's. */
export function serverFieldsToForm(fields) {
  const names = { startDate: 'date', startTime: 'time' };
  const out = {};
  for (const [k, v] of Object.entries(fields ?? {})) {
    if (typeof v === 'string') out[names[k] ?? k] = v;
  }
  return out;
}
