// dayjs with the plugins the date arithmetic needs (ages, date ranges). Formatting for display is in
// format.js (Intl), which the public pages load without dayjs.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

export default dayjs;
