/**
 * Messages and limits of this service that the spec does not write out. The spec's own
 * messages come from @cricket/contracts (REGISTRATION_MESSAGES, WORKSPACE_MESSAGES, ...).
 */
export const USERNAME_MAX = 50;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const FEATURE_TITLE = { min: 3, max: 120 } as const;
export const FEATURE_DESCRIPTION = { min: 10, max: 2000 } as const;

export const IDENTITY_MESSAGES = {
  usernameTooLong: `Username must be at most ${USERNAME_MAX} characters`,
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  emailTooLong: `Email must be at most ${EMAIL_MAX} characters`,
  profilePicture: 'Profile picture must be an http(s) URL or an image data URL of at most 512 KB',
  invalidUserId: 'Invalid user ID',
  metadata: 'Workspace metadata must be an object',
  permissions: 'Permissions must be a list of module permissions',
  permissionFlag: 'canView, canCreate, canEdit and canDelete must be true or false',
  featureTitle: `Title must be between ${FEATURE_TITLE.min} and ${FEATURE_TITLE.max} characters`,
  featureDescription: `Description must be between ${FEATURE_DESCRIPTION.min} and ${FEATURE_DESCRIPTION.max} characters`,
  passwordUpdated: 'Password updated',
} as const;
