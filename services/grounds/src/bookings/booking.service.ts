import { BadRequestException, ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { Brackets, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import {
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  GROUND_EVENTS,
  GROUND_MESSAGES,
  MANUAL_BOOKING_DEFAULTS,
  USER_BOOKING_DEFAULTS,
  bookingDateProblem,
  bookingPricePaise,
  canTransitionBookingStatus,
  groundTimeSlots,
  paymentChangeRefusal,
  utcToday,
  type AllWorkspacesBooking,
  type BookingChangedData,
  type BookingFields,
  type BookingListQuery,
  type BookingRequestBody,
  type EventTypeCarrying,
  type BookingStatus,
  type BookingsAnswer,
  type GroundBookingResponse,
  type ManualBookingBody,
  type PaymentStatus,
} from '@cricket/contracts';
import { allowsIn, type Emit, found, InjectWorkspaceRepository, Outbox, requireAccess, type SignedInContext, uniqueViolation, WorkspaceRepository } from '@cricket/service-kit';
import { Ground } from '../grounds/ground.entity';
import { WorkspaceMember } from '../members/workspace-member.entity';
import { BookingSlot } from './booking-slot.entity';
import { toBookingResponse, toCalendarBooking } from './booking.mapper';
import { GroundBooking } from './ground-booking.entity';

const SLOT_TAKEN_CONSTRAINT = 'ground_booking_slots_taken_key';

type NewBooking = Omit<GroundBooking, 'id' | 'ground' | 'groundId' | 'workspaceId' | 'date' | 'timeSlots' | 'purpose' | 'createdAt' | 'updatedAt'>;

@Injectable()
export class BookingService {
  constructor(
    @InjectWorkspaceRepository(GroundBooking) private readonly bookings: WorkspaceRepository<GroundBooking>,
    @InjectWorkspaceRepository(Ground) private readonly grounds: WorkspaceRepository<Ground>,
    @InjectWorkspaceRepository(WorkspaceMember) private readonly members: WorkspaceRepository<WorkspaceMember>,
    private readonly outbox: Outbox,
  ) {}

  /** Any signed-in user may request a booking of any ground (booking §6). */
  request(auth: SignedInContext, dto: BookingRequestBody): Promise<GroundBookingResponse> {
    return this.book(auth, dto, (ground, slots) => ({
      userId: auth.user.id,
      userName: auth.user.name,
      bookedBy: auth.user.id,
      paymentMethod: USER_BOOKING_DEFAULTS.paymentMethod,
      status: USER_BOOKING_DEFAULTS.status,
      paymentStatus: USER_BOOKING_DEFAULTS.paymentStatus,
      paymentAmountPaise: bookingPricePaise(ground.hourlyRatePaise, ground.slotDuration, slots.length),
      isManual: false,
      customerName: null,
      customerPhone: null,
      notes: null,
    }));
  }

  /** A manager enters a booking on one of their workspace's grounds for a typed-in customer, optionally one of its members. */
  manual(auth: SignedInContext, dto: ManualBookingBody): Promise<GroundBookingResponse> {
    return this.book(auth, dto, async (ground, _slots, manager) => {
      requireAccess(auth, ground, { notFound: GROUND_MESSAGES.notFound, change: true, otherWorkspace: GROUND_MESSAGES.otherWorkspace });
      if (!allowsIn(auth, ground.workspaceId, 'grounds', 'edit')) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
      if (dto.userId !== null && !(await this.members.in(manager).exists(ground.workspaceId, { userId: dto.userId }))) {
        throw new BadRequestException(BOOKING_MESSAGES.customerNotMember);
      }
      return {
        userId: dto.userId,
        userName: null,
        bookedBy: auth.user.id,
        paymentMethod: USER_BOOKING_DEFAULTS.paymentMethod,
        status: dto.status ?? MANUAL_BOOKING_DEFAULTS.status,
        paymentStatus: dto.paymentStatus ?? MANUAL_BOOKING_DEFAULTS.paymentStatus,
        paymentAmountPaise: dto.paymentAmount ?? MANUAL_BOOKING_DEFAULTS.paymentAmount,
        isManual: true,
        customerName: dto.customerName,
        customerPhone: dto.customerPhone,
        notes: dto.notes,
      };
    });
  }

  /** My Bookings: the bookings made for me, on any workspace's ground. */
  async mine(auth: SignedInContext): Promise<BookingsAnswer> {
    const rows = await this.bookings
      .acrossWorkspaces('b')
      .leftJoinAndSelect('b.ground', 'g')
      .where('b.userId = :userId', { userId: auth.user.id })
      .orderBy('b.date', 'DESC')
      .addOrderBy('b.id', 'DESC')
      .getMany();
    return { bookings: rows.map((b) => toBookingResponse(b, b.ground!.name)) };
  }

  /**
   * The calendar (`allWorkspaces` or `forCalendar`): every workspace's non-cancelled bookings, with
   * details only for this workspace's grounds and my own bookings. Otherwise this workspace's bookings.
   */
  async list(auth: SignedInContext, query: BookingListQuery): Promise<BookingsAnswer<AllWorkspacesBooking>> {
    const calendar = query.allWorkspaces || query.forCalendar;
    const workspaceId = auth.workspace?.id ?? null;
    let qb: SelectQueryBuilder<GroundBooking>;
    if (calendar) {
      qb = this.bookings
        .acrossWorkspaces('b')
        .where(
          new Brackets((w) =>
            w.where("b.status <> 'cancelled'").orWhere('b.workspace_id = :workspaceId', { workspaceId }).orWhere('b.user_id = :userId', { userId: auth.user.id }),
          ),
        );
    } else if (workspaceId !== null) {
      qb = this.bookings.query(workspaceId, 'b');
    } else {
      return { bookings: [] };
    }
    qb.innerJoinAndSelect('b.ground', 'g').orderBy('b.date', 'DESC').addOrderBy('b.id', 'DESC');
    if (query.date) qb.andWhere('b.date = :date', { date: query.date });
    if (query.status) qb.andWhere('b.status = :status', { status: query.status });
    const rows = await qb.getMany();
    const sees = (b: GroundBooking) => b.workspaceId === workspaceId || b.userId === auth.user.id;
    return { bookings: rows.map((b) => (sees(b) ? toBookingResponse(b, b.ground!.name) : toCalendarBooking(b))) };
  }

  /** Booking §4: managers confirm or cancel a pending booking; its owner cancels it. Cancelling frees its slots. */
  async changeStatus(auth: SignedInContext, id: number, status: BookingStatus): Promise<GroundBookingResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const booking = await this.findVisible(manager, auth, id);
      const canManage = allowsIn(auth, booking.workspaceId, 'grounds', 'edit');
      const ownerCancels = booking.userId === auth.user.id && status === 'cancelled';
      if (!canManage && !ownerCancels) {
        throw new ForbiddenException(status === 'cancelled' ? BOOKING_MESSAGES.ownerCancelsOnly : AUTH_MESSAGES.forbidden);
      }
      if (!canTransitionBookingStatus(booking.status, status)) throw new ConflictException(BOOKING_MESSAGES.illegalStatus(booking.status, status));
      booking.status = status;
      const saved = await this.bookings.in(manager).save(booking.workspaceId, booking);
      if (status === 'cancelled') await manager.delete(BookingSlot, { bookingId: booking.id });
      emitChanged(emit, GROUND_EVENTS.bookingUpdated, saved, auth);
      return toBookingResponse(saved, await this.groundName(manager, saved));
    });
  }

  /** Booking §4: managers mark a pending payment paid (never a cancelled booking's) and refund a paid one. */
  async changePayment(auth: SignedInContext, id: number, paymentStatus: PaymentStatus): Promise<GroundBookingResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const booking = await this.findVisible(manager, auth, id);
      if (!allowsIn(auth, booking.workspaceId, 'grounds', 'edit')) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
      const refusal = paymentChangeRefusal(booking, paymentStatus);
      if (refusal) throw new ConflictException(refusal);
      booking.paymentStatus = paymentStatus;
      const saved = await this.bookings.in(manager).save(booking.workspaceId, booking);
      emitPayment(emit, saved, auth);
      return toBookingResponse(saved, await this.groundName(manager, saved));
    });
  }

  /**
   * Stores a booking and one row per slot in one transaction; the unique index over
   * (ground, date, slot) turns every racing request but one into 409. A booking starts
   * neither in the past nor beyond its ground's booking horizon.
   */
  private async book(
    auth: SignedInContext,
    dto: BookingFields,
    fields: (ground: Ground, slots: string[], manager: EntityManager) => NewBooking | Promise<NewBooking>,
  ): Promise<GroundBookingResponse> {
    const slots = dto.timeSlots;
    try {
      return await this.outbox.transaction(async (manager, emit) => {
        // Grounds are published: anyone may book any workspace's.
        const ground = found(await this.grounds.in(manager).byIdAcrossWorkspaces(dto.groundId), GROUND_MESSAGES.notFound);
        const values = await fields(ground, slots, manager);
        const dateProblem = bookingDateProblem(dto.date, utcToday(), ground.bookingHorizonDays);
        if (dateProblem) throw new BadRequestException(dateProblem);
        const offered = groundTimeSlots(ground);
        const foreign = slots.find((slot) => !offered.includes(slot));
        if (foreign) throw new BadRequestException(BOOKING_MESSAGES.slotNotOffered(foreign));
        const ordered = offered.filter((slot) => slots.includes(slot));
        const bookings = this.bookings.in(manager);
        const booking = await bookings.save(
          ground.workspaceId,
          bookings.create(ground.workspaceId, { ...values, groundId: ground.id, date: dto.date, timeSlots: ordered, purpose: dto.purpose }),
        );
        await manager.insert(
          BookingSlot,
          ordered.map((timeSlot) => ({ bookingId: booking.id, groundId: ground.id, date: dto.date, timeSlot })),
        );
        emitChanged(emit, GROUND_EVENTS.bookingCreated, booking, auth);
        if (booking.paymentStatus === 'paid') emitPayment(emit, booking, auth);
        return toBookingResponse(booking, ground.name);
      });
    } catch (error) {
      if (uniqueViolation(error) === SLOT_TAKEN_CONSTRAINT) throw new ConflictException(BOOKING_MESSAGES.slotTaken);
      throw error;
    }
  }

  /** A booking is seen by its ground's workspace and by the person it is for; anyone else gets 404. */
  private async findVisible(manager: EntityManager, auth: SignedInContext, id: number): Promise<GroundBooking> {
    return requireAccess(auth, await this.bookings.in(manager).byIdAcrossWorkspaces(id, { lock: true }), {
      notFound: BOOKING_MESSAGES.bookingNotFound,
      visible: (booking) => booking.workspaceId === auth.workspace?.id || booking.userId === auth.user.id,
    });
  }

  /** A booking's ground is of the booking's workspace. */
  private async groundName(manager: EntityManager, booking: GroundBooking): Promise<string> {
    return (await this.grounds.in(manager).get(booking.workspaceId, booking.groundId, GROUND_MESSAGES.notFound, { select: { id: true, name: true } })).name;
  }
}

function emitChanged(emit: Emit, type: EventTypeCarrying<BookingChangedData>, booking: GroundBooking, auth: SignedInContext): void {
  emit(
    type,
    {
      bookingId: booking.id,
      groundId: booking.groundId,
      workspaceId: booking.workspaceId,
      date: booking.date,
      timeSlots: booking.timeSlots,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
    },
    { workspaceId: booking.workspaceId, actorId: auth.user.id },
  );
}

/** Paid is income of the ground's workspace (finance counts it); refunded reverses it. */
function emitPayment(emit: Emit, booking: GroundBooking, auth: SignedInContext): void {
  emit(
    booking.paymentStatus === 'refunded' ? GROUND_EVENTS.bookingRefunded : GROUND_EVENTS.bookingPaid,
    {
      bookingId: booking.id,
      groundId: booking.groundId,
      workspaceId: booking.workspaceId,
      date: booking.date,
      amountPaise: booking.paymentAmountPaise,
      paymentStatus: booking.paymentStatus,
      payerName: payerNameOf(booking),
    },
    { workspaceId: booking.workspaceId, actorId: auth.user.id },
  );
}

/** Who pays: the customer typed into a manual booking, else the name the booking user had when booking. */
function payerNameOf(booking: GroundBooking): string | null {
  return booking.customerName ?? booking.userName;
}
