import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isValidEmail } from '@cricket/contracts';
import { PROFILE_PICTURE_MAX } from './identity.messages';

/** The email rule the shell's form uses (contracts `isValidEmail`). */
export const IsSpecEmail = (options: ValidationOptions) =>
  ValidateBy({ name: 'isSpecEmail', validator: { validate: (value: unknown) => isValidEmail(value) } }, options);

const IMAGE_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=\s]+$/;
const HTTP_URL = /^https?:\/\/[^\s]+$/;

export function isProfilePicture(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > PROFILE_PICTURE_MAX) return false;
  return HTTP_URL.test(value) || IMAGE_DATA_URL.test(value);
}

export const IsProfilePicture = (options: ValidationOptions) =>
  ValidateBy({ name: 'isProfilePicture', validator: { validate: (value: unknown) => isProfilePicture(value) } }, options);

