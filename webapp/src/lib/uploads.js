// Image files people upload (profile pictures, bank slips): PNG or JPEG, at most 5 MB (spec §5).
import { http } from './http.js';

export const IMAGE_ACCEPT = 'image/png,image/jpeg';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPE_MESSAGE = 'Please choose a PNG or JPEG image';
export const IMAGE_SIZE_MESSAGE = 'The image must be 5 MB or smaller';

/** The problem with a chosen image file, or null when it is a PNG or JPEG of at most 5 MB. */
export function imageFileProblem(file) {
  if (!file) return null;
  const typeOk = ['image/png', 'image/jpeg'].includes(file.type) || /\.(png|jpe?g)$/i.test(file.name ?? '');
  if (!typeOk) return IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

/** POST /upload/image (multipart field `image`): resolves with {imageName, imageUrl}. */
export function uploadImage(file) {
  const body = new FormData();
  body.append('image', file);
  return http.post('/upload/image', body);
}
