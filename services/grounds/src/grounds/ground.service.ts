import { ForbiddenException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  AUTH_MESSAGES,
  GROUND_DEFAULTS,
  GROUND_EVENTS,
  GROUND_MESSAGES,
  rupeesToPaise,
  type EventTypeCarrying,
  type GroundBody,
  type GroundChangedData,
  type GroundResponse,
} from '@cricket/contracts';
import { allowsIn, type Emit, found, InjectWorkspaceRepository, Outbox, requireAccess, type SignedInContext, WorkspaceRepository } from '@cricket/service-kit';
import { Ground } from './ground.entity';
import { toGroundResponse } from './ground.mapper';

@Injectable()
export class GroundService {
  constructor(
    @InjectWorkspaceRepository(Ground) private readonly grounds: WorkspaceRepository<Ground>,
    private readonly outbox: Outbox,
  ) {}

  /** Grounds are published: `showAll` lists every workspace's; otherwise the current workspace's. */
  async list(auth: SignedInContext, showAll: boolean): Promise<GroundResponse[]> {
    if (!showAll && !auth.workspace) return [];
    const rows = showAll
      ? await this.grounds.acrossWorkspaces('g').orderBy('g.name', 'ASC').addOrderBy('g.id', 'ASC').getMany()
      : await this.grounds.find(auth.workspace!.id, { order: { name: 'ASC', id: 'ASC' } });
    return rows.map(toGroundResponse);
  }

  /** Any signed-in user sees any workspace's ground. */
  async get(id: number): Promise<GroundResponse> {
    return toGroundResponse(found(await this.grounds.byIdAcrossWorkspaces(id), GROUND_MESSAGES.notFound));
  }

  async create(auth: SignedInContext, dto: GroundBody): Promise<GroundResponse> {
    const workspaceId = auth.workspace!.id;
    return this.outbox.transaction(async (manager, emit) => {
      const grounds = this.grounds.in(manager);
      const bookingHorizonDays = dto.bookingHorizonDays ?? GROUND_DEFAULTS.bookingHorizonDays;
      const ground = await grounds.save(workspaceId, grounds.create(workspaceId, { ...fieldsOf(dto), bookingHorizonDays, createdBy: auth.user.id }));
      emitGround(emit, GROUND_EVENTS.groundCreated, ground, auth);
      return toGroundResponse(ground);
    });
  }

  /** A form that does not send the booking horizon leaves it as it was. */
  async update(auth: SignedInContext, id: number, dto: GroundBody): Promise<GroundResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const ground = await this.findManaged(manager, auth, id);
      const bookingHorizonDays = dto.bookingHorizonDays ?? ground.bookingHorizonDays;
      const saved = await this.grounds.in(manager).save(ground.workspaceId, Object.assign(ground, fieldsOf(dto), { bookingHorizonDays }));
      emitGround(emit, GROUND_EVENTS.groundUpdated, saved, auth);
      return toGroundResponse(saved);
    });
  }

  /** Its bookings go with it (and free their slots). */
  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    return this.outbox.transaction(async (manager, emit) => {
      const ground = await this.findManaged(manager, auth, id);
      emitGround(emit, GROUND_EVENTS.groundDeleted, ground, auth);
      await this.grounds.in(manager).delete(ground.workspaceId, { id: ground.id });
      return { success: true as const };
    });
  }

  /** Any signed-in user sees a ground (so another workspace's is a 403, not a 404); only its own workspace's editors change it. */
  private async findManaged(manager: EntityManager, auth: SignedInContext, id: number): Promise<Ground> {
    const ground = requireAccess(auth, await this.grounds.in(manager).byIdAcrossWorkspaces(id, { lock: true }), { notFound: GROUND_MESSAGES.notFound, change: true, otherWorkspace: GROUND_MESSAGES.otherWorkspace });
    if (!allowsIn(auth, ground.workspaceId, 'grounds', 'edit')) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
    return ground;
  }
}

function fieldsOf(dto: GroundBody): Partial<Ground> {
  return {
    name: dto.name,
    address: dto.address,
    city: dto.city,
    contactNumber: dto.contactNumber,
    hourlyRatePaise: dto.hourlyRate === null ? null : rupeesToPaise(dto.hourlyRate),
    facilities: dto.facilities,
    operatingHours: dto.operatingHours,
    slotDuration: dto.slotDuration,
    availableSlots: dto.availableSlots,
    image: dto.image,
  };
}

function emitGround(emit: Emit, type: EventTypeCarrying<GroundChangedData>, ground: Ground, auth: SignedInContext): void {
  emit(
    type,
    { groundId: ground.id, workspaceId: ground.workspaceId, name: ground.name, city: ground.city },
    { workspaceId: ground.workspaceId, actorId: auth.user.id },
  );
}
