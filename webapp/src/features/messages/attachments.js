// What the thread's composer checks before an upload (the server checks the content again): the
// kinds and size it accepts, said the way people name files.

/** The most one file may weigh: 10 MB, as the server allows. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** The media types the server accepts, for the file picker. */
export const ACCEPTED_TYPES = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/** The most characters one message may have. */
export const MAX_MESSAGE_LENGTH = 2000;

/** Why a picked file cannot go ('tooLarge' | 'wrongType'), or null when it may be uploaded. */
export function attachmentProblem(file) {
  if (!file) return null;
  if (file.size > MAX_ATTACHMENT_BYTES) return 'tooLarge';
  const type = (file.type || '').toLowerCase();
  const name = (file.name || '').toLowerCase();
  const known = ['application/pdf', 'image/png', 'image/jpeg'].includes(type) || /\.(pdf|png|jpe?g)$/.test(name);
  return known ? null : 'wrongType';
}

/** A file's size for people: "820 KB", "2.4 MB". */
export function formatBytes(bytes, locale) {
  const mb = bytes / (1024 * 1024);
  const fmt = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (mb >= 1) return `${fmt.format(mb)} MB`;
  return `${fmt.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** The unread count of one booking from the server's {byBooking}; 0 when none. */
export function unreadFor(unread, bookingId) {
  return unread?.byBooking?.[String(bookingId)] ?? 0;
}
