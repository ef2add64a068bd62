import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Module } from '@cricket/contracts';

/** What one member may do in one module of one workspace (core §3, §6). */
@Entity('module_permissions')
export class ModulePermissionRow {
  @PrimaryColumn('int', { name: 'workspace_id' })
  workspaceId: number;

  @PrimaryColumn('int', { name: 'user_id' })
  userId: number;

  @PrimaryColumn('text')
  module: Module;

  @Column('boolean', { name: 'can_view', default: false })
  canView: boolean;

  @Column('boolean', { name: 'can_create', default: false })
  canCreate: boolean;

  @Column('boolean', { name: 'can_edit', default: false })
  canEdit: boolean;

  @Column('boolean', { name: 'can_delete', default: false })
  canDelete: boolean;
}
