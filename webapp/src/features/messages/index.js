// The messages feature's public entry: what pages and other features may use (eslint.config.js).
export { default as MessageThread } from './MessageThread.jsx';
export { default as BookingNote } from './BookingNote.jsx';
export { default as BookingMessagesLink } from './BookingMessagesLink.jsx';
export { default as UnreadMessages } from './UnreadMessages.jsx';
export { messagesApi } from './messagesApi.js';
