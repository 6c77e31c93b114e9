// The time zone every time is shown in: the signed-in user's (their profile's IANA zone), Sri Lanka's
// for visitors and admins. The store sets it (app/store.js); lib/format.js reads it. A module of its
// own so the store does not bring the formatting code into every page's first load.
export const SRI_LANKA = 'Asia/Colombo';

let viewerZone = SRI_LANKA;

function isZone(zone) {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Shows times in `zone` from now on (an unknown or empty zone: Sri Lanka's). */
export function setViewerZone(zone) {
  viewerZone = isZone(zone) ? zone : SRI_LANKA;
}

/** The zone times are shown in now. */
export const currentViewerZone = () => viewerZone;
