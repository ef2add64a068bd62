export {
  createWorkspace,
  isDuplicateSwitch,
  normalizeCurrentWorkspace,
  refreshSession,
  switchWorkspace,
  type CurrentWorkspaceAnswer,
  type SwitchOptions,
} from './workspaceApi';
export { useWorkspace, useWorkspaceContext, WorkspaceProvider, type WorkspaceContextValue } from './WorkspaceProvider';
