// The Add Availability form: its choices, defaults, limits and Yup schema.
import * as Yup from 'yup';
import { i18n, msg, textsOf } from '../../i18n/index.js';
import { colomboToday } from '../../lib/format.js';

export const MAX_SLOTS = 10;
export const MAX_OCCURRENCES = 30;

export const REPEAT = { ONCE: 0, DAILY: 1, WEEKLY: 2 };
const repeatOption = (value, id) => ({
  value: String(value),
  get label() {
    return i18n._(id);
  },
});
export const REPEAT_OPTIONS = [
  repeatOption(REPEAT.ONCE, msg('consultant.availability.once')),
  repeatOption(REPEAT.DAILY, msg('consultant.availability.daily')),
  repeatOption(REPEAT.WEEKLY, msg('consultant.availability.weekly')),
];

// The spec's words (in English, the trailing space of the occurrence message included), as message
// ids; the ranges' limits are filled in as values.
export const AVAILABILITY_MESSAGE_IDS = {
  noOfOccurrence: msg('consultant.availability.error.occurrenceEmpty'),
  noOfSlots: msg('consultant.availability.error.slotsEmpty'),
  repeat: msg('consultant.availability.error.repeatEmpty'),
  slotSize: msg('consultant.availability.error.slotSizeEmpty'),
  time: msg('consultant.availability.error.timeEmpty'),
  date: msg('consultant.availability.error.dateEmpty'),
  slotsRange: msg('consultant.availability.error.slotsRange'),
  occurrenceRange: msg('consultant.availability.error.occurrenceRange'),
  pastDate: msg('consultant.availability.error.pastDate'),
};

const RANGES = { slotsRange: { min: 1, max: MAX_SLOTS }, occurrenceRange: { min: 1, max: MAX_OCCURRENCES } };

/** The messages as text in the current language. */
export const AVAILABILITY_MESSAGES = textsOf(AVAILABILITY_MESSAGE_IDS, { values: RANGES });

// Yup messages as functions, read in the language of the moment the check fails: the schema's
// errors are text, as the spec gives them (the form's fields show them as they are).
const text = (key) => () => AVAILABILITY_MESSAGES[key];

/** Start times every 15 minutes from 00:00 to 23:45, as [{value: 'HH:mm', label: 'HH:mm'}]. */
export const TIME_CHOICES = Array.from({ length: 96 }, (_, i) => {
  const hhmm = `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
  return { value: hhmm, label: hhmm };
});

/** The modal's defaults, the commonest entry: today, 08:00, 1 slot, Once, 1 occurrence; the profile's slot size. */
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
      .required(text('date'))
      .test('not-past', text('pastDate'), (v) => !v || v >= today),
    time: Yup.string().required(text('time')),
    noOfSlots: count(text('noOfSlots'), MAX_SLOTS, text('slotsRange')),
    repeat: Yup.string().required(text('repeat')),
    noOfOccurrence: Yup.mixed().when('repeat', {
      is: (r) => String(r) === String(REPEAT.ONCE),
      then: () => Yup.mixed().notRequired(),
      otherwise: () => count(text('noOfOccurrence'), MAX_OCCURRENCES, text('occurrenceRange')),
    }),
    slotSize: Yup.mixed().test('empty', text('slotSize'), (v) => !isBlank(v) && Number(v) > 0),
  });
}

/** The availability payload the API takes (time with seconds appended; Once always means one occurrence). */
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
