import { STORAGE_KEYS } from '@cricket/contracts';

/** What registration leaves in local storage for the first sign-in (core §3). */
export interface DefaultWorkspaceInfo {
  id: number;
  name: string;
}

/** Fallback workspace name: the username plus a suffix (core §3). */
export const DEFAULT_WORKSPACE_SUFFIX = "'s Workspace";

export function saveDefaultWorkspaceInfo(info: DefaultWorkspaceInfo): void {
  localStorage.setItem(STORAGE_KEYS.defaultWorkspaceInfo, JSON.stringify(info));
}

/** The stored record, or null when absent or unreadable (a parse failure is only logged). */
export function readDefaultWorkspaceInfo(): Partial<DefaultWorkspaceInfo> | null {
  const raw = localStorage.getItem(STORAGE_KEYS.defaultWorkspaceInfo);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Partial<DefaultWorkspaceInfo>;
  } catch (error) {
    console.warn('[sign-in] defaultWorkspaceInfo could not be parsed', error);
    return null;
  }
}

export function clearDefaultWorkspaceInfo(): void {
  localStorage.removeItem(STORAGE_KEYS.defaultWorkspaceInfo);
}
