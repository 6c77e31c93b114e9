// The meeting feature's public entry: what other features may use (eslint.config.js).
export { default as JoinCallButton } from './components/JoinCallButton.jsx';
export { default as PresenceTimeline } from './components/PresenceTimeline.jsx';
export { default as SessionOutcome } from './components/SessionOutcome.jsx';
