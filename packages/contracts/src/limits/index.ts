/** Business constants and limits of core §9 and booking §9. */
export const LIMITS = {
  workspaceSwitchDedupMs: 3000,
  sessionRefreshThrottleMs: 2000,
  workspaceLoadDelayMs: 100,
  logoutRedirectDelayMs: 500,
  workspaceSwitchReloadDelayMs: 1000,
  userFetchRetries: 1,
  userFetchRetryDelayMaxMs: 5000,
  query: { staleTimeMs: 60_000, gcTimeMs: 300_000 },
  toast: { limit: 1, durationMs: 5000, swipeThresholdPx: 50, hotkey: 'F8', removeDelayMs: 1_000_000 },
  socket: { pingIntervalMs: 10_000, connectTimeoutMs: 3000, constructRetryMs: 2000, subscribeDelayMs: 100, releaseAfterMs: 10_000, refetchCoalesceMs: 50 },
  diagnostics: { logHeightPx: 300, testCloseAfterMs: 1000 },
  scrollArea: { minThumbPx: 18, scrollEndDebounceMs: 100, hideDelayMs: 600 },
  tooltip: { delayMs: 700, skipDelayMs: 300, typeaheadResetMs: 1000 },
  tournamentSkeletonCards: 6,
} as const;

export const STORAGE_KEYS = { defaultWorkspaceInfo: 'defaultWorkspaceInfo' } as const;

export const AUTH_ROUTES = {
  postLoginRedirect: '/',
  signupLink: '/auth/register',
  login: '/auth/login',
  registeredFlag: 'registered',
} as const;

/** Client event fired on window when the workspace changes (core §3). */
export const WORKSPACE_CHANGED_EVENT = 'workspace-changed';
export interface WorkspaceChangedDetail {
  workspaceId: number;
  timestamp: number;
}
