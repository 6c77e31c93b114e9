// Image files people upload (profile pictures, bank slips): PNG or JPEG, the formats every
// browser shows, at most 5 MB (the server refuses more: uploads.MaxBytes).
import { http } from './http.js';
import { i18n } from '../i18n/index.js';

export const IMAGE_ACCEPT = 'image/png,image/jpeg';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The problem with a chosen image file (in the current language), or null when it is a PNG or JPEG of at most 5 MB. */
export function imageFileProblem(file) {
  if (!file) return null;
  const typeOk = ['image/png', 'image/jpeg'].includes(file.type) || /\.(png|jpe?g)$/i.test(file.name ?? '');
  if (!typeOk) return i18n._('common.upload.type');
  if (file.size > MAX_IMAGE_BYTES) return i18n._('common.upload.size');
  return null;
}

/** POST /upload/image (multipart field `image`): resolves with {imageName, imageUrl}. */
export function uploadImage(file) {
  const body = new FormData();
  body.append('image', file);
  return http.post('/upload/image', body);
}
