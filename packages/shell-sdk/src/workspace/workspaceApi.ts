import {
  LIMITS,
  WORKSPACE_CHANGED_EVENT,
  WORKSPACE_MESSAGES,
  WORKSPACE_TEXTS,
  type SwitchWorkspaceResponse,
  type WorkspaceChangedDetail,
  type WorkspaceResponse,
} from '@cricket/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';
import { apiRequest } from '../api/client';
import { isPermissionKey, queryKeys } from '../api/queryKeys';
import { navigateAfterToasts, toast } from '../toast/toast';

export interface CurrentWorkspaceAnswer {
  workspace: WorkspaceResponse | null;
}

function looksLikeWorkspace(value: unknown): value is WorkspaceResponse {
  return !!value && typeof value === 'object' && typeof (value as WorkspaceResponse).id === 'number';
}

/** The current-workspace answer comes as {workspace}, the workspace itself, or data.workspace (core §7). */
export function normalizeCurrentWorkspace(answer: unknown): WorkspaceResponse | null {
  if (!answer || typeof answer !== 'object') return null;
  const record = answer as { workspace?: unknown; data?: { workspace?: unknown } };
  if (looksLikeWorkspace(record.workspace)) return record.workspace;
  if (looksLikeWorkspace(record.data?.workspace)) return record.data.workspace;
  if (looksLikeWorkspace(answer)) return answer;
  return null;
}

export interface SwitchOptions {
  /** Select without the reload to / (automatic selection after sign-in, core §4). */
  skipReload?: boolean;
}

let lastSwitch: { workspaceId: number; at: number } | null = null;

/** A repeat switch to the same workspace within 3 s is ignored (core §4). */
export function isDuplicateSwitch(workspaceId: number, now = Date.now()): boolean {
  return !!lastSwitch && lastSwitch.workspaceId === workspaceId && now - lastSwitch.at < LIMITS.workspaceSwitchDedupMs;
}

/**
 * Switch of core §4: forget cached permissions, announce 'workspace-changed', then
 * toast 'Workspace changed' and reload to / after 1 s unless skipped. Answers null when the call was de-duplicated.
 */
export async function switchWorkspace(
  queryClient: QueryClient,
  workspaceId: number,
  { skipReload = false }: SwitchOptions = {},
): Promise<WorkspaceResponse | null> {
  if (!Number.isInteger(workspaceId)) throw new ApiError(400, WORKSPACE_MESSAGES.invalidId);
  if (isDuplicateSwitch(workspaceId)) return null;
  lastSwitch = { workspaceId, at: Date.now() };
  let answer: SwitchWorkspaceResponse;
  try {
    answer = await apiRequest<SwitchWorkspaceResponse>('POST', '/api/workspaces/switch', { workspaceId });
  } catch (error) {
    lastSwitch = null;
    throw error;
  }
  queryClient.removeQueries({ predicate: (query) => isPermissionKey(query.queryKey) });
  queryClient.setQueryData<CurrentWorkspaceAnswer>(queryKeys.currentWorkspace, { workspace: answer.workspace });
  const detail: WorkspaceChangedDetail = { workspaceId, timestamp: Date.now() };
  window.dispatchEvent(new CustomEvent(WORKSPACE_CHANGED_EVENT, { detail }));
  if (!skipReload) {
    toast({ title: WORKSPACE_TEXTS.changedTitle, description: answer.workspace.name });
    await navigateAfterToasts('/', LIMITS.workspaceSwitchReloadDelayMs);
  }
  return answer.workspace;
}

let lastRefreshAt = 0;

/**
 * Session refresh of core §4: skipped when done less than 2 s ago; the stored workspace
 * is replaced only if its id, name or role changed.
 */
export async function refreshSession(queryClient: QueryClient, workspaceId: number): Promise<void> {
  const now = Date.now();
  if (now - lastRefreshAt < LIMITS.sessionRefreshThrottleMs) return;
  lastRefreshAt = now;
  const answer = await apiRequest<{ success: boolean; workspace: WorkspaceResponse | null }>(
    'POST',
    '/api/workspaces/refresh-session',
    { workspaceId },
  );
  const stored = normalizeCurrentWorkspace(queryClient.getQueryData(queryKeys.currentWorkspace));
  const fresh = answer.workspace;
  if (!fresh) return;
  if (stored && stored.id === fresh.id && stored.name === fresh.name && stored.role === fresh.role) return;
  queryClient.setQueryData<CurrentWorkspaceAnswer>(queryKeys.currentWorkspace, { workspace: fresh });
}

export function createWorkspace(name: string, metadata: Record<string, unknown> = {}): Promise<WorkspaceResponse> {
  return apiRequest<WorkspaceResponse>('POST', '/api/workspaces', { name: name.trim(), metadata });
}
