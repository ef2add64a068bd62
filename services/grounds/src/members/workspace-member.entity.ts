import { Entity, PrimaryColumn } from 'typeorm';

/** Who belongs to which workspace, as identity's events told this service: a manual booking may be for them. */
@Entity('workspace_members')
export class WorkspaceMember {
  @PrimaryColumn('int', { name: 'workspace_id' })
  workspaceId: number;

  @PrimaryColumn('int', { name: 'user_id' })
  userId: number;
}
