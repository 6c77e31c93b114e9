import Alert from 'react-bootstrap/Alert';
import { Trans, useLingui } from '@lingui/react';
import InlineSpinner from '../../../components/InlineSpinner.jsx';
import { formatTimeSeconds } from '../../../lib/format.js';
import { useSessionPresenceQuery } from '../presenceApi.js';
import { msg } from '../../../i18n/index.js';

/** Each reported event as a sentence about its party. */
const EVENT_WORDS = {
  videoConferenceJoined: msg('booking.presence.event.joined'),
  videoConferenceLeft: msg('booking.presence.event.left'),
  participantJoined: msg('booking.presence.event.otherJoined'),
  participantLeft: msg('booking.presence.event.otherLeft'),
};
const PARTY = { CONSULTEE: msg('booking.presence.consultee'), CONSULTANT: msg('booking.presence.consultant') };

/** A duration in seconds as "10 min 0 s", with `_` the current language's translate. */
const duration = (_, seconds) =>
  _('booking.presence.duration', { minutes: Math.floor(Number(seconds) / 60), seconds: Number(seconds) % 60 });

function Stays({ party, presence, reports, byVideo }) {
  const { _ } = useLingui();
  const stays = presence?.inRoom ?? [];
  return (
    <div className="presence-party">
      <p className="fw-semibold mb-0">
        {_('booking.presence.partyInRoom', { party, duration: duration(_, presence?.inRoomSeconds ?? 0), reports })}
      </p>
      <p className="mb-1">
        {stays.length === 0
          ? _(byVideo ? 'booking.presence.neverSeen' : 'booking.presence.never')
          : stays.map((s) => _('booking.presence.stay', { from: formatTimeSeconds(s.from), to: formatTimeSeconds(s.to) })).join(', ')}
      </p>
    </div>
  );
}

/**
 * Each party's presence in a session (times in the viewer's zone): the stays in the room and the time
 * together against the half slot a held session needs — as the video service saw them where it reports
 * who came (`source` "video"), else as both browsers agree — and the browsers' events in order. The
 * evidence the admin weighs on a refund claim.
 */
export default function PresenceTimeline({ bookingId }) {
  const { _ } = useLingui();
  const { data, isLoading, isError } = useSessionPresenceQuery(bookingId);
  if (isLoading) return <InlineSpinner label={_('booking.presence.loading')} />;
  if (isError || !data) return <Alert variant="warning" className="py-2 small">{_('booking.presence.failed')}</Alert>;
  const partyName = (party) => (PARTY[party] ? _(PARTY[party]) : party);
  const byVideo = data.source === 'video';
  return (
    <section className="presence-timeline" aria-labelledby={`presence-${bookingId}`}>
      <h3 className="h6" id={`presence-${bookingId}`}>
        {_('booking.presence.title')}
      </h3>
      <p className="small mb-2">
        <Trans
          id={byVideo ? 'booking.presence.togetherVideo' : 'booking.presence.together'}
          values={{ together: duration(_, data.togetherSeconds), needed: duration(_, data.neededSeconds) }}
          components={{ 0: <strong /> }}
        />
      </p>
      <div className="small mb-2">
        <Stays party={partyName('CONSULTEE')} presence={data.consultee} reports={data.reports?.CONSULTEE ?? 0} byVideo={byVideo} />
        <Stays party={partyName('CONSULTANT')} presence={data.consultant} reports={data.reports?.CONSULTANT ?? 0} byVideo={byVideo} />
      </div>
      {data.events.length > 0 && (
        // A long log scrolls: a region the keyboard can reach and scroll (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="presence-events" role="region" aria-label={_('booking.presence.events')} tabIndex={0}>
          <ol className="small mb-0">
            {data.events.map((e, i) => (
              <li key={`${i}-${e.party}-${e.event}`}>
                {formatTimeSeconds(e.at)} —{' '}
                {EVENT_WORDS[e.event] ? _(EVENT_WORDS[e.event], { party: partyName(e.party) }) : `${partyName(e.party)} ${e.event}`}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
