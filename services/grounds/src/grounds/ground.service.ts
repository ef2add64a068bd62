import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
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
import { allowsIn, type Emit, Outbox, type SignedInContext } from '@cricket/service-kit';
import { Ground } from './ground.entity';
import { toGroundResponse } from './ground.mapper';

@Injectable()
export class GroundService {
  constructor(
    @InjectRepository(Ground) private readonly grounds: Repository<Ground>,
    private readonly outbox: Outbox,
  ) {}

  /** Grounds are published: `showAll` lists every workspace's; otherwise the current workspace's. */
  async list(auth: SignedInContext, showAll: boolean): Promise<GroundResponse[]> {
    if (!showAll && !auth.workspace) return [];
    const rows = await this.grounds.find({
      where: showAll ? {} : { workspaceId: auth.workspace!.id },
      order: { name: 'ASC', id: 'ASC' },
    });
    return rows.map(toGroundResponse);
  }

  async get(id: number): Promise<GroundResponse> {
    return toGroundResponse(await this.find(this.grounds.manager, id));
  }

  async create(auth: SignedInContext, dto: GroundBody): Promise<GroundResponse> {
    const workspaceId = auth.workspace!.id;
    return this.outbox.transaction(async (manager, emit) => {
      const bookingHorizonDays = dto.bookingHorizonDays ?? GROUND_DEFAULTS.bookingHorizonDays;
      const ground = await manager.save(manager.create(Ground, { ...fieldsOf(dto), bookingHorizonDays, workspaceId, createdBy: auth.user.id }));
      emitGround(emit, GROUND_EVENTS.groundCreated, ground, auth);
      return toGroundResponse(ground);
    });
  }

  /** A form that does not send the booking horizon leaves it as it was. */
  async update(auth: SignedInContext, id: number, dto: GroundBody): Promise<GroundResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const ground = await this.findManaged(manager, auth, id);
      const bookingHorizonDays = dto.bookingHorizonDays ?? ground.bookingHorizonDays;
      const saved = await manager.save(Object.assign(ground, fieldsOf(dto), { bookingHorizonDays }));
      emitGround(emit, GROUND_EVENTS.groundUpdated, saved, auth);
      return toGroundResponse(saved);
    });
  }

  /** Its bookings go with it (and free their slots). */
  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    return this.outbox.transaction(async (manager, emit) => {
      const ground = await this.findManaged(manager, auth, id);
      emitGround(emit, GROUND_EVENTS.groundDeleted, ground, auth);
      await manager.delete(Ground, { id: ground.id });
      return { success: true as const };
    });
  }

  async find(manager: EntityManager, id: number): Promise<Ground> {
    const ground = await manager.findOne(Ground, { where: { id } });
    if (!ground) throw new NotFoundException(GROUND_MESSAGES.notFound);
    return ground;
  }

  /** Any signed-in user sees a ground; only its own workspace's editors change it. */
  private async findManaged(manager: EntityManager, auth: SignedInContext, id: number): Promise<Ground> {
    const ground = await manager.findOne(Ground, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!ground) throw new NotFoundException(GROUND_MESSAGES.notFound);
    if (ground.workspaceId !== auth.workspace?.id) throw new ForbiddenException(GROUND_MESSAGES.otherWorkspace);
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
