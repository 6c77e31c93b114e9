// The logged-in user lives in localStorage under `user`, so a reload or a new tab
// stays signed in; the consultant id is kept beside it.
export const USER_KEY = 'user';
const CONSULTANT_ID_KEY = 'consultantId';

/** The item stored under `key`, or null when there is none or the storage cannot be read (private browsing). */
export function readStored(key, storage = globalThis.localStorage) {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns the stored user object, or null when there is none or it cannot be read. */
export function getStoredUser() {
  const raw = readStored(USER_KEY);
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

/** Saves the user (as returned by sign-in or sign-up) and the consultant id when there is one. */
export function setStoredUser(user) {
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  if (user?.consultant?.id != null) {
    window.localStorage.setItem(CONSULTANT_ID_KEY, String(user.consultant.id));
  } else {
    window.localStorage.removeItem(CONSULTANT_ID_KEY);
  }
}

/** Removes every trace of the logged-in user from the browser. */
export function clearStoredUser() {
  window.localStorage.removeItem(USER_KEY);
  window.localStorage.removeItem(CONSULTANT_ID_KEY);
}
