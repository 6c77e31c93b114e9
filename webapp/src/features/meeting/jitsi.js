// The Jitsi Meet IFrame API: its script, loaded on demand from where the server says (JaaS, your own
// Jitsi, meet.jit.si), and the options the video room is created with: it fills its box (which fills
// the screen), audio muted, no invitations, no join and leave notices.

// The reason a failed load rejects with (the room shows its own words, booking.video.unreachable).
export const VIDEO_UNREACHABLE = 'The video service could not be reached. Check your connection and try again.';
export const SCRIPT_TIMEOUT_MS = 15000;

/** The events of the IFrame API reported as presence, and the heartbeat's period (rules/presence.go). */
export const PRESENCE_EVENTS = ['videoConferenceJoined', 'videoConferenceLeft', 'participantJoined', 'participantLeft'];
export const HEARTBEAT_MS = 30000;

/**
 * The options for `new JitsiMeetExternalAPI(domain, options)`. `jwt` is left out when there is none
 * (a public Jitsi needs no token). Also kept on window.__cerebroJitsiOptions (without the DOM node)
 * so a browser test can check them.
 */
export function jitsiOptions({ roomName, jwt, parentNode, displayName }) {
  const options = {
    roomName,
    width: '100%',
    height: '100%',
    parentNode,
    configOverwrite: {
      startWithAudioMuted: true,
      disableInviteFunctions: true,
      notifications: [], // no notices at all, so none when someone joins or leaves
      disableJoinLeaveSounds: true,
      prejoinConfig: { enabled: true },
      disableDeepLinking: true,
    },
    interfaceConfigOverwrite: {
      DISABLE_JOIN_LEAVE_NOTIFICATIONS: true,
      SHOW_JITSI_WATERMARK: false,
      SHOW_WATERMARK_FOR_GUESTS: false,
      SHOW_BRAND_WATERMARK: false,
      MOBILE_APP_PROMO: false,
      HIDE_INVITE_MORE_HEADER: true,
    },
  };
  if (jwt) options.jwt = jwt;
  if (displayName) options.userInfo = { displayName };
  return options;
}

/** Keeps a copy of the options without the DOM node, for tests (window.__cerebroJitsiOptions). */
export function exposeOptions(domain, options) {
  const { parentNode, ...rest } = options;
  window.__cerebroJitsiOptions = { domain, ...rest, parentNode: parentNode ? `#${parentNode.id}` : null };
}

const loading = new Map();

/**
 * Loads the IFrame API script (the room's scriptUrl, e.g. https://8x8.vc/<AppID>/external_api.js) once
 * and resolves with window.JitsiMeetExternalAPI. Rejects (and forgets the attempt, so it can be
 * retried) when the script cannot be loaded in time.
 */
export function loadJitsiApi(src, { timeoutMs = SCRIPT_TIMEOUT_MS } = {}) {
  if (window.JitsiMeetExternalAPI) return Promise.resolve(window.JitsiMeetExternalAPI);
  if (loading.has(src)) return loading.get(src);
  const promise = new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      loading.delete(src);
      reject(new Error(VIDEO_UNREACHABLE));
    };
    const timer = setTimeout(fail, timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      if (!window.JitsiMeetExternalAPI) return fail();
      loading.delete(src); // from now on window.JitsiMeetExternalAPI is the cache
      return resolve(window.JitsiMeetExternalAPI);
    };
    script.onerror = fail;
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
