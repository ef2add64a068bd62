import { TEXT_MAX, tooLongMessage } from './text';

/** Field limits and the exact messages of core §5; front and back import these. */
export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const NAME_MIN = 2;
export const WORKSPACE_NAME_MAX = TEXT_MAX.name;
// Not in the spec: the longest username, person's name and email (RFC 5321's 254) an account takes.
export const USERNAME_MAX = 50;
export const NAME_MAX = TEXT_MAX.name;
export const EMAIL_MAX = 254;
/** Not in the spec: the length of a feature request's title and description. */
export const FEATURE_TITLE = { min: 3, max: 120 } as const;
export const FEATURE_DESCRIPTION = { min: 10, max: TEXT_MAX.paragraph } as const;

export const SIGN_IN_MESSAGES = {
  username: 'Username or email must be at least 3 characters',
  password: 'Password must be at least 6 characters',
} as const;

export const REGISTRATION_MESSAGES = {
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
  email: 'Please enter a valid email address',
  name: 'Name must be at least 2 characters',
  role: 'Role must be one of player, coach, umpire, team_manager, general',
  usernameTaken: 'Username already exists',
  emailTaken: 'Email already exists',
  // Not written in the spec:
  usernameTooLong: tooLongMessage('Username', USERNAME_MAX),
  nameTooLong: tooLongMessage('Name', NAME_MAX),
  emailTooLong: tooLongMessage('Email', EMAIL_MAX),
} as const;

/** Not written in the spec. */
export const FEATURE_REQUEST_MESSAGES = {
  title: `Title must be between ${FEATURE_TITLE.min} and ${FEATURE_TITLE.max} characters`,
  description: `Description must be between ${FEATURE_DESCRIPTION.min} and ${FEATURE_DESCRIPTION.max} characters`,
} as const;

export const WORKSPACE_MESSAGES = {
  invalidId: 'Invalid workspace ID',
  notAuthenticated: 'User is not authenticated. Please log in first.',
  nameRequired: 'Workspace name is required',
  nameTooLong: tooLongMessage('Workspace name', WORKSPACE_NAME_MAX),
  notMember: 'You are not a member of this workspace',
  notFound: 'Workspace not found',
  memberNotFound: 'Member not found',
  userNotFound: 'User not found',
  alreadyMember: 'User is already a member of this workspace',
  lastAdmin: 'A workspace must keep at least one admin',
  invalidRole: 'Role must be one of admin, member, workspace_readonly',
  memberIdentity: 'Give a userId, or a username or email',
  invalidModule: 'Unknown module',
  resourceType: 'Resource type must be a non-empty string',
} as const;

/** Identity's messages that the spec does not write out. */
export const IDENTITY_MESSAGES = {
  profilePicture: 'Profile picture must be an http(s) URL or an image data URL of at most 512 KB',
  invalidUserId: 'Invalid user ID',
  metadata: 'Workspace metadata must be an object',
  nameTaken: (name: string) => `You already have a workspace named '${name}'. Choose another name, so the workspace menu tells them apart.`,
  permissions: 'Permissions must be a list of module permissions',
  // Word for word as the earlier validation answered a row that is not an object.
  permissionRow: 'each value in nested property permissions must be either object or array',
  permissionFlag: 'canView, canCreate, canEdit and canDelete must be true or false',
  // Only the gateway asks for a sign-in's account, always with text.
  loginNotText: 'username must be a string',
  passwordUpdated: 'Password updated',
} as const;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  notAuthenticated: 'Not authenticated',
  loggedOut: 'Logged out successfully',
  csrf: 'This request is missing the X-Requested-With header or a JSON content type',
  forbidden: "You don't have permission to perform this action",
  currentPassword: 'Current password is incorrect',
} as const;

/** Generic form messages (core §8). */
export const GENERIC_MESSAGES = {
  required: 'Required',
  invalid: 'Invalid input',
  minLength: (n: number) => `String must contain at least ${n} character(s)`,
  expected: (expected: string, received: string) => `Expected ${expected}, received ${received}`,
} as const;

// Same shape as the HTML email input's rule: something@something.something, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && EMAIL.test(value);
}

export function looksLikeEmail(value: string): boolean {
  return value.includes('@');
}

/** Two workspace names a member would mistake for each other in the workspace menu: equal but for case and spaces. */
export function sameWorkspaceName(a: string, b: string): boolean {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return key(a) === key(b);
}
