import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import {
  ATTENDANCE_MESSAGES,
  attendanceListBody,
  parseWith,
  type AttendanceListBody,
  type AttendanceListChanges,
  type AttendanceListResponse,
  type AttendanceListSummary,
  type AttendanceMemberBody,
  type AttendanceMemberResponse,
} from '@cricket/contracts';
import { found, InjectWorkspaceRepository, uniqueViolation, workspaceIdOf, WorkspaceRepository } from '@cricket/service-kit';
import type { SignedInContext } from '@cricket/service-kit';
import { TrainingBatch } from '../batches/training-batch.entity';
import { AttendanceList } from './attendance-list.entity';
import { ListMember } from './list-member.entity';

export function toMemberResponse(member: ListMember): AttendanceMemberResponse {
  return {
    id: member.id,
    listId: member.listId,
    kind: member.userId === null ? 'guest' : 'member',
    userId: member.userId,
    name: member.name,
    email: member.email,
    phone: member.phone,
    addedAt: member.addedAt.toISOString(),
  };
}

@Injectable()
export class ListService {
  constructor(
    @InjectWorkspaceRepository(AttendanceList) private readonly lists: WorkspaceRepository<AttendanceList>,
    @InjectWorkspaceRepository(TrainingBatch) private readonly batches: WorkspaceRepository<TrainingBatch>,
    @InjectRepository(ListMember) private readonly members: Repository<ListMember>,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /** A list of the current workspace, else 404. */
  find(auth: SignedInContext, id: number): Promise<AttendanceList> {
    return this.lists.get(workspaceIdOf(auth), id, ATTENDANCE_MESSAGES.listNotFound);
  }

  async list(auth: SignedInContext): Promise<AttendanceListSummary[]> {
    const rows = await this.lists.find(workspaceIdOf(auth), { order: { name: 'ASC', id: 'ASC' } });
    return this.summaries(rows);
  }

  async get(auth: SignedInContext, id: number): Promise<AttendanceListResponse> {
    const list = await this.find(auth, id);
    const [summary] = await this.summaries([list]);
    const members = await this.members.createQueryBuilder('m').where('m.listId = :id', { id }).orderBy('lower(m.name)').addOrderBy('m.id').getMany();
    return { ...summary, members: members.map(toMemberResponse) };
  }

  async create(auth: SignedInContext, input: AttendanceListBody): Promise<AttendanceListResponse> {
    const workspaceId = workspaceIdOf(auth);
    const id = await this.write(async (manager) => {
      if (input.batchId !== null && !(await this.batches.in(manager).exists(workspaceId, { id: input.batchId }))) {
        throw new BadRequestException(ATTENDANCE_MESSAGES.batchId);
      }
      const lists = this.lists.in(manager);
      const list = await lists.save(
        workspaceId,
        lists.create(workspaceId, { name: input.name, description: input.description, batchId: input.batchId, createdBy: auth.user.id }),
      );
      for (const member of input.members) await manager.insert(ListMember, { ...member, listId: list.id });
      if (input.batchId !== null) {
        // The batch's approved players start on the roster (and join it when approved later).
        await manager.query(
          `INSERT INTO list_members (list_id, user_id, name)
           SELECT $1, user_id, user_name FROM enrollments WHERE batch_id = $2 AND status = 'approved'
           ON CONFLICT (list_id, user_id) DO NOTHING`,
          [list.id, input.batchId],
        );
      }
      return list.id;
    });
    return this.get(auth, id);
  }

  async update(auth: SignedInContext, id: number, changes: AttendanceListChanges): Promise<AttendanceListResponse> {
    const list = await this.find(auth, id);
    const parsed = parseWith(attendanceListBody, { name: list.name, description: list.description, ...changes });
    if (!parsed.ok) throw new BadRequestException(parsed.message);
    await this.lists.update(list.workspaceId, { id }, { name: parsed.value.name, description: parsed.value.description });
    return this.get(auth, id);
  }

  async remove(auth: SignedInContext, id: number): Promise<{ message: string }> {
    await this.find(auth, id);
    await this.lists.delete(workspaceIdOf(auth), { id });
    return { message: 'Attendance list deleted' };
  }

  async addMember(auth: SignedInContext, listId: number, input: AttendanceMemberBody): Promise<AttendanceMemberResponse> {
    await this.find(auth, listId);
    const member = await this.write((manager) => manager.save(manager.create(ListMember, { ...input, listId })));
    return toMemberResponse(member);
  }

  async removeMember(auth: SignedInContext, listId: number, memberId: number): Promise<{ message: string }> {
    await this.find(auth, listId);
    const result = await this.members.delete({ id: memberId, listId });
    found(result.affected ? true : null, ATTENDANCE_MESSAGES.memberNotFound);
    return { message: 'Member removed' };
  }

  /** One transaction; the same person twice on a list is a 409. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'list_members_user_uq' || constraint === 'list_members_guest_uq') throw new ConflictException(ATTENDANCE_MESSAGES.memberDuplicate);
      throw error;
    }
  }

  private async summaries(rows: AttendanceList[]): Promise<AttendanceListSummary[]> {
    if (rows.length === 0) return [];
    const counts: { id: number; members: number; sessions: number }[] = await this.dataSource.query(
      `SELECT l.id,
              (SELECT count(*)::int FROM list_members m WHERE m.list_id = l.id) AS members,
              (SELECT count(*)::int FROM attendance_sessions s WHERE s.list_id = l.id) AS sessions
         FROM attendance_lists l WHERE l.id = ANY($1::int[])`,
      [rows.map((r) => r.id)],
    );
    const by = new Map(counts.map((c) => [c.id, c]));
    return rows.map((l) => ({
      id: l.id,
      workspaceId: l.workspaceId,
      name: l.name,
      description: l.description,
      batchId: l.batchId,
      memberCount: by.get(l.id)?.members ?? 0,
      sessionCount: by.get(l.id)?.sessions ?? 0,
      createdBy: l.createdBy,
      createdAt: l.createdAt.toISOString(),
      updatedAt: l.updatedAt.toISOString(),
    }));
  }
}
