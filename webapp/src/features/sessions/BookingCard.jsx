import { useLingui } from '@lingui/react';
import Countdown from '../../components/Countdown.jsx';
import SessionTime from '../../components/SessionTime.jsx';
import { formatHours, formatWeekday } from '../../lib/format.js';
import { CancelBooking } from '../cancellation/index.js';
import { RescheduleBooking, canReschedule } from '../cancellation/index.js';
import { JoinCallButton } from '../meeting/index.js';
import { BookingMessagesLink, BookingNote } from '../messages/index.js';
import { otherParty, PARTY_NAME, partyName, sessionInstants } from '../../lib/sessionViews.js';
import useJoinSession from './useJoinSession.js';
import { msg } from '../../i18n/index.js';

// What each viewer's card says around the countdowns and the Join button (the consultee's wording
// came first, with the product's name in it).
const VIEWER_TEXTS = {
  consultee: {
    starts: msg('sessions.countdown.startsConsultee'),
    ends: msg('sessions.countdown.endsConsultee'),
    joinHint: msg('sessions.join.hintConsultee'),
  },
  consultant: {
    starts: msg('sessions.countdown.startsConsultant'),
    ends: msg('sessions.countdown.endsConsultant'),
    joinHint: msg('sessions.join.hintConsultant'),
  },
};

/** The when and with whom of a booking: its date and time in the viewer's zone, its length, the other party. */
function SessionSummary({ booking, counterpart }) {
  const { _ } = useLingui();
  const { start, end } = sessionInstants(booking);
  return (
    <div className="booking-summary-grid">
      <div>
        <div className="booking-date">{formatWeekday(start)}</div>
        <div className="text-muted small">
          <SessionTime start={start} end={end} withDate={false}>
            {` · ${formatHours(booking.cerebroslotSize)}`}
          </SessionTime>
        </div>
      </div>
      <div className="booking-with">
        <span className="text-muted small d-block">{_(PARTY_NAME[counterpart])}</span>
        <span className="fw-semibold">{partyName(booking, counterpart)}</span>
      </div>
    </div>
  );
}

/**
 * What can still happen to an upcoming booking: the two live countdowns, Join Call, and for the
 * consultee Reschedule (once, more than a day ahead); Cancel for both.
 */
function UpcomingSession({ booking, viewer, onCountdownDone }) {
  const { _ } = useLingui();
  const join = useJoinSession();
  const texts = VIEWER_TEXTS[viewer];
  const isConsultee = viewer === 'consultee';
  return (
    <>
      <div className="booking-countdowns">
        <Countdown label={_(texts.starts)} seconds={booking.startCountDownTime} onDone={onCountdownDone} />
        <Countdown label={_(texts.ends)} seconds={booking.endCountDownTime} onDone={onCountdownDone} />
      </div>
      <div className="booking-actions">
        <JoinCallButton booking={booking} onJoin={join} onOpened={onCountdownDone} hint={_(texts.joinHint)} />
        <div className="mt-2">
          {isConsultee && canReschedule(booking) && <RescheduleBooking booking={booking} />}
          <CancelBooking booking={booking} asConsultant={!isConsultee} />
          {isConsultee && booking.rescheduled && (
            <small className="text-muted d-block mt-1">{_('sessions.rescheduledOnce')}</small>
          )}
        </div>
      </div>
    </>
  );
}

/**
 * One booked session as either party sees it, in a list item: when (in the viewer's zone, with Sri
 * Lanka time beside it where the clocks differ) and with whom — `counterpart` ('consultant' |
 * 'consultee') is the party whose name the card shows, the viewer being the other.
 * An upcoming booking shows its countdowns and actions (`onCountdownDone` runs when a countdown
 * reaches zero or the room opens: time to ask the server again); a `previous` one shows `children`
 * beside it (what it came to, the rating). Every card shows the consultee's note, if any, and the way to
 * the booking's messages with its unread count.
 */
export default function BookingCard({ booking, counterpart, previous = false, onCountdownDone, children }) {
  return (
    <li className={previous ? 'booking-card booking-card-previous' : 'booking-card'}>
      <SessionSummary booking={booking} counterpart={counterpart} />
      {previous ? (
        <div className="booking-rating">{children}</div>
      ) : (
        <UpcomingSession booking={booking} viewer={otherParty(counterpart)} onCountdownDone={onCountdownDone} />
      )}
      <div className="booking-thread">
        <BookingNote note={booking.note} mine={counterpart === 'consultant'} className="booking-note mb-0" />
        <BookingMessagesLink bookingId={booking.id} />
      </div>
    </li>
  );
}
