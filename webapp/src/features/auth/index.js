// The auth feature's public entry: what other features may use (eslint.config.js).
export { authStateFromUser, logOut, logout } from './authSlice.js';
