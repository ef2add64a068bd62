/** The title of every error toast (core §8). */
export const ERROR_TOAST_TITLE = 'Error';

/** Toast and banner texts of core §8 that the shell shows. */
export const AUTH_TEXTS = {
  loginFailedTitle: 'Login failed',
  loginFailedFallback: 'Invalid username or password',
  loginBannerFallback: 'Failed to login. Please check your credentials.',
  loginSuccessTitle: 'Login successful',
  loginSuccessDescription: 'Welcome back',
  registrationFailedTitle: 'Registration failed',
  registrationFailedFallback: 'Registration failed. Please try again.',
  registrationSuccessTitle: 'Registration successful',
  registrationSuccessDescription: 'Your workspace has been created.',
  registeredBanner: 'Registration successful! Please log in with your new account.',
  loggedOutTitle: 'Logged out',
  logoutIssueTitle: 'Logout issue',
  logoutIssueDescription: 'You have been logged out, but the server had an issue.',
} as const;

export const WORKSPACE_TEXTS = {
  errorTitle: 'Error',
  switchFailed: 'Failed to switch workspace. Please try again.',
  updateFailed: 'Failed to update workspace. Please try again.',
  loadMembersFailed: 'Failed to load workspace members. Please try again.',
  addMemberFailed: 'Failed to add member to workspace. Please try again.',
  updateRoleFailed: 'Failed to update member role. Please try again.',
  removeMemberFailed: 'Failed to remove member from workspace. Please try again.',
  loadFailed: 'Failed to load your workspaces. Please try again.',
  invalidData: 'Received invalid workspace data from server',
  authErrorTitle: 'Authentication Error',
  createErrorTitle: 'Error Creating Workspace',
  createErrorFallback: 'There was an error creating the workspace. Please try again.',
  changedTitle: 'Workspace changed',
} as const;

export const PERMISSION_TEXTS = {
  noWorkspace: 'No active workspace found',
  loadFailed: 'Failed to load permissions. Please try again.',
  invalidFormat: 'Failed to load permissions: Invalid response format',
  fetchFailed: (status: number) => `Failed to fetch permissions: ${status}`,
} as const;

export const SOCKET_TEXTS = {
  errorTitle: 'WebSocket Error',
  sendFailed: 'Failed to send message to server',
  connectFailedTitle: 'WebSocket Connection Failed',
  connectFailed: 'Could not connect to the server. Please refresh the page.',
  teamUpdatedTitle: 'Team Updated',
  teamUpdated: 'Team information has been updated',
  tournamentUpdatedTitle: 'Tournament Updated',
  tournamentUpdated: 'Tournament information has been updated',
} as const;

export const DISPLAY_DEFAULTS = {
  dateNotSet: 'Date not set',
  timeNotSet: 'Time not set',
  notSpecified: 'Not specified',
} as const;

export const NOT_FOUND_TITLE = '404 Page Not Found';
