/** An image is a URL or a data URL; 512 KB keeps a row and an answer small. */
export const IMAGE_MAX_CHARS = 512 * 1024;

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=\s]+$/;
const HTTP_URL = /^https?:\/\/\S+$/;

/** An http(s) URL or an image data URL of at most `IMAGE_MAX_CHARS`: every picture the platform stores. */
export function isImageReference(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > IMAGE_MAX_CHARS) return false;
  return HTTP_URL.test(value) || IMAGE_DATA_URL.test(value);
}
