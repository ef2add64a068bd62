import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MatchVisibility } from '@cricket/contracts';

/** Identity's setting of who reads a workspace's matches, as this service keeps it (migration 290). */
@Injectable()
export class MatchVisibilityService {
  /** Remembered for the workspace's next matches and copied onto those it has. */
  async set(manager: EntityManager, workspaceId: number, visibility: MatchVisibility): Promise<void> {
    const membersOnly = visibility === 'members';
    await manager.query(
      `INSERT INTO workspace_match_visibility (workspace_id, members_only) VALUES ($1, $2)
       ON CONFLICT (workspace_id) DO UPDATE SET members_only = EXCLUDED.members_only`,
      [workspaceId, membersOnly],
    );
    await manager.query('UPDATE matches SET members_only = $2 WHERE workspace_id = $1 AND members_only <> $2', [workspaceId, membersOnly]);
  }
}
