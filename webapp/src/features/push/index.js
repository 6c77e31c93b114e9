// The push feature's public entry (eslint.config.js): the dashboards' reminders card.
export { default as PushReminders } from './components/PushReminders.jsx';
