// The footer's year, without the date library: the footer is on every page's first load.
const YEAR = new Intl.DateTimeFormat('en', { timeZone: 'Asia/Colombo', year: 'numeric' });

/** The current year in Asia/Colombo. */
export function currentYear(now = new Date()) {
  return Number(YEAR.format(now));
}
