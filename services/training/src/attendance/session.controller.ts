import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ATTENDANCE_MESSAGES,
  SESSION_STATUSES,
  parseCheckIn,
  parseMarksPayload,
  parseSessionPayload,
  parseTrainingPeriod,
  type AttendanceMarksPayload,
  type AttendanceSessionPayload,
  type SessionStatus,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { ContractPipe } from '../common/contract-body.pipe';
import { SessionService } from './session.service';

const sessionId = idPipe(ATTENDANCE_MESSAGES.sessionNotFound);

function listFilter(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw new BadRequestException(ATTENDANCE_MESSAGES.listId);
  return id;
}

@Controller('api/attendance/sessions')
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @Get()
  @RequirePermission('attendance', 'list')
  list(@Auth() auth: SignedInContext, @Query('listId') list?: string, @Query('status') status?: string) {
    const state = status && (SESSION_STATUSES as readonly string[]).includes(status) ? (status as SessionStatus) : undefined;
    return this.sessions.list(auth, { listId: listFilter(list), status: state });
  }

  @Get(':id')
  @RequirePermission('attendance', 'view')
  get(@Auth() auth: SignedInContext, @Param('id', sessionId) id: number) {
    return this.sessions.get(auth, id);
  }

  @Post()
  @RequirePermission('attendance', 'create')
  create(@Auth() auth: SignedInContext, @Body(new ContractPipe(parseSessionPayload)) input: AttendanceSessionPayload) {
    return this.sessions.create(auth, input);
  }

  @Patch(':id')
  @RequirePermission('attendance', 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', sessionId) id: number, @Body() body: Record<string, unknown>) {
    return this.sessions.update(auth, id, body ?? {});
  }

  @Post(':id/close')
  @HttpCode(200)
  @RequirePermission('attendance', 'edit')
  close(@Auth() auth: SignedInContext, @Param('id', sessionId) id: number) {
    return this.sessions.close(auth, id);
  }

  @Delete(':id')
  @RequirePermission('attendance', 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', sessionId) id: number) {
    return this.sessions.remove(auth, id);
  }

  @Post(':id/marks')
  @HttpCode(200)
  @RequirePermission('attendance', 'edit')
  mark(@Auth() auth: SignedInContext, @Param('id', sessionId) id: number, @Body(new ContractPipe(parseMarksPayload)) input: AttendanceMarksPayload) {
    return this.sessions.mark(auth, id, input);
  }
}

@Controller('api/attendance')
export class CheckInController {
  constructor(private readonly sessions: SessionService) {}

  /** Marks oneself present: needs only a signed-in person of the session's workspace, read-only members too. */
  @Post('check-in')
  @HttpCode(200)
  checkIn(@Auth() auth: SignedInContext, @Body(new ContractPipe(parseCheckIn)) input: { code: string }) {
    return this.sessions.checkIn(auth, input.code);
  }

  @Get('dashboard')
  @RequirePermission('attendance', 'view')
  dashboard(@Auth() auth: SignedInContext, @Query('listId') list?: string, @Query('from') from?: string, @Query('to') to?: string) {
    const period = parseTrainingPeriod(from, to, ATTENDANCE_MESSAGES.range);
    if (!period.ok) throw new BadRequestException(period.message);
    return this.sessions.dashboard(auth, { listId: listFilter(list), ...period.value });
  }
}
