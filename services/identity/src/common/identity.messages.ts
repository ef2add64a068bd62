/**
 * Messages of this service that the spec does not write out. The spec's own
 * messages come from @cricket/contracts (REGISTRATION_MESSAGES, WORKSPACE_MESSAGES, ...), and so do the limits the forms share.
 */
export const IDENTITY_MESSAGES = {
  profilePicture: 'Profile picture must be an http(s) URL or an image data URL of at most 512 KB',
  invalidUserId: 'Invalid user ID',
  metadata: 'Workspace metadata must be an object',
  permissions: 'Permissions must be a list of module permissions',
  permissionFlag: 'canView, canCreate, canEdit and canDelete must be true or false',
  passwordUpdated: 'Password updated',
} as const;
