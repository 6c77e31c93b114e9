import { useLingui } from '@lingui/react';
import { formatTime, formatWeekday, sriLankaTimeBeside, TIME_ZONE } from '../lib/format.js';

const span = (start, end, zone) => (end ? `${formatTime(start, zone)} – ${formatTime(end, zone)}` : formatTime(start, zone));

/**
 * When a session happens, in the viewer's zone (their profile's), with Sri Lanka time beside it when
 * their clock reads differently: sessions are sold in Sri Lanka time, and the other party may be
 * there. `start` and `end` are instants (ISO strings, Dates or epoch ms; for a slot's Sri Lanka date
 * and clock, lib/format.js colomboInstant). `children` follow the viewer's time on its line (" · 1 hour").
 */
export default function SessionTime({ start, end, withDate = true, children }) {
  const { _ } = useLingui();
  const sriLanka = sriLankaTimeBeside(start) && span(start, end, TIME_ZONE);
  return (
    <span className="session-time">
      {withDate && `${formatWeekday(start)}, `}
      {span(start, end)}
      {children}
      {sriLanka && <small className="d-block text-muted sri-lanka-time">{_('common.sriLankaTime', { time: sriLanka })}</small>}
    </span>
  );
}
