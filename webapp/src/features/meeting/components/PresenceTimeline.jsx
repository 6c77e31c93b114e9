import Alert from 'react-bootstrap/Alert';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { formatTimeSeconds } from '../../../lib/format.js';
import { useSessionPresenceQuery } from '../presenceApi.js';

const EVENT_WORDS = {
  videoConferenceJoined: 'entered the room',
  videoConferenceLeft: 'left the room',
  participantJoined: 'saw the other party come in',
  participantLeft: 'saw the other party leave',
};
const PARTY = { CONSULTEE: 'Consultee', CONSULTANT: 'Consultant' };

const minutes = (seconds) => `${Math.floor(Number(seconds) / 60)} min ${Number(seconds) % 60} s`;

function Stays({ party, presence, reports }) {
  const stays = presence?.inRoom ?? [];
  return (
    <div className="presence-party">
      <p className="fw-semibold mb-0">
        {party}: in the room {minutes(presence?.inRoomSeconds ?? 0)} ({reports} reports)
      </p>
      <p className="mb-1">
        {stays.length === 0
          ? 'Never reported being in the room.'
          : stays.map((s) => `${formatTimeSeconds(s.from)} to ${formatTimeSeconds(s.to)}`).join(', ')}
      </p>
    </div>
  );
}

/**
 * Each party's presence in a session, as their browsers reported it: the stays in the room, the time
 * both agree they were together against the half slot a held session needs, and the events in order.
 * The evidence the admin weighs on a refund claim.
 */
export default function PresenceTimeline({ bookingId }) {
  const { data, isLoading, isError } = useSessionPresenceQuery(bookingId);
  if (isLoading) return <InlineSpinner label="Loading the presence evidence…" />;
  if (isError || !data) return <Alert variant="warning" className="py-2 small">The presence evidence could not be loaded.</Alert>;
  return (
    <section className="presence-timeline" aria-labelledby={`presence-${bookingId}`}>
      <h3 className="h6" id={`presence-${bookingId}`}>
        Presence in the video room
      </h3>
      <p className="small mb-2">
        Together by both accounts: <strong>{minutes(data.togetherSeconds)}</strong> of the {minutes(data.neededSeconds)} a
        held session needs.
      </p>
      <div className="small mb-2">
        <Stays party="Consultee" presence={data.consultee} reports={data.reports?.CONSULTEE ?? 0} />
        <Stays party="Consultant" presence={data.consultant} reports={data.reports?.CONSULTANT ?? 0} />
      </div>
      {data.events.length > 0 && (
        // A long log scrolls: a region the keyboard can reach and scroll (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="presence-events" role="region" aria-label="Presence events" tabIndex={0}>
          <ol className="small mb-0">
            {data.events.map((e, i) => (
              <li key={`${i}-${e.party}-${e.event}`}>
                {formatTimeSeconds(e.at)} — {PARTY[e.party] ?? e.party} {EVENT_WORDS[e.event] ?? e.event}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
