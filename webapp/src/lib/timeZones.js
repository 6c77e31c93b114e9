// The time zones a profile may pick (IANA names, as the API stores them), Sri Lanka's first, each
// labelled with its offset today: "Europe/London (UTC+00:00)".

export const COLOMBO = 'Asia/Colombo';

// Browsers list some zones by the names they had before the IANA renamed them (ICU keeps the old
// ones): offered, and stored, by today's names, as the server and the rest of the world use them.
const RENAMED = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
};

function offsetOf(zone, now) {
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((p) => p.type === 'timeZoneName');
  return part?.value === 'GMT' ? 'UTC+00:00' : (part?.value ?? '').replace('GMT', 'UTC');
}

/** The options of a time zone <select>; `now` decides the offsets shown (daylight saving). */
export function timeZoneOptions(now = new Date()) {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [COLOMBO];
  const zones = [COLOMBO, ...new Set([...all.map((z) => RENAMED[z] ?? z), 'UTC'].filter((z) => z !== COLOMBO))];
  return zones.map((zone) => ({ value: zone, label: `${zone.replaceAll('_', ' ')} (${offsetOf(zone, now)})` }));
}

/** A profile's stored zone as the form's value: the old 5.5 (hours east of UTC) is Colombo. */
export function zoneValue(stored) {
  if (typeof stored !== 'string' || !(stored.includes('/') || stored === 'UTC')) return COLOMBO;
  return RENAMED[stored] ?? stored;
}
