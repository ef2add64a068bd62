import type { MatchVisibility, WorkspaceResponse, WorkspaceRole } from '@cricket/contracts';

export interface WorkspaceFields {
  id: number;
  name: string;
  metadata: Record<string, unknown> | null;
  status: string;
  matchVisibility: MatchVisibility;
  createdBy: number;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function toWorkspaceResponse(workspace: WorkspaceFields, role: WorkspaceRole): WorkspaceResponse {
  return {
    id: workspace.id,
    name: workspace.name,
    createdAt: iso(workspace.createdAt),
    updatedAt: iso(workspace.updatedAt),
    createdBy: workspace.createdBy,
    metadata: workspace.metadata ?? null,
    role,
    status: workspace.status,
    matchVisibility: workspace.matchVisibility,
  };
}

export { iso };
