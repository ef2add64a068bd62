import { Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ATTENDANCE_MESSAGES,
  attendanceCheckInBody,
  attendanceDashboardQuery,
  attendanceMarksBody,
  attendanceSessionBody,
  attendanceSessionChanges,
  attendanceSessionsQuery,
  type AttendanceCheckInBody,
  type AttendanceDashboardQuery,
  type AttendanceMarksBody,
  type AttendanceSessionBody,
  type AttendanceSessionChanges,
  type AttendanceSessionsQuery,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { SessionService } from './session.service';

const sessionId = idPipe(ATTENDANCE_MESSAGES.sessionNotFound);

@Controller('api/attendance/sessions')
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @Get()
  @RequirePermission('attendance', 'list')
  list(@Auth() auth: SignedInContext, @ValidQuery(attendanceSessionsQuery) query: AttendanceSessionsQuery) {
    return this.sessions.list(auth, query);
  }

  @Get(':id')
  @RequirePermission('attendance', 'view')
  get(@Auth() auth: SignedInContext, @Param('id', sessionId) id: number) {
    return this.sessions.get(auth, id);
  }

  @Post()
  @RequirePermission('attendance', 'create')
  create(@Auth() auth: SignedInContext, @ValidBody(attendanceSessionBody) input: AttendanceSessionBody) {
    return this.sessions.create(auth, input);
  }

  @Patch(':id')
  @RequirePermission('attendance', 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', sessionId) id: number, @ValidBody(attendanceSessionChanges) changes: AttendanceSessionChanges) {
    return this.sessions.update(auth, id, changes);
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
  mark(@Auth() auth: SignedInContext, @Param('id', sessionId) id: number, @ValidBody(attendanceMarksBody) input: AttendanceMarksBody) {
    return this.sessions.mark(auth, id, input);
  }
}

@Controller('api/attendance')
export class CheckInController {
  constructor(private readonly sessions: SessionService) {}

  /** Marks oneself present: needs only a signed-in person of the session's workspace, read-only members too. */
  @Post('check-in')
  @HttpCode(200)
  checkIn(@Auth() auth: SignedInContext, @ValidBody(attendanceCheckInBody) input: AttendanceCheckInBody) {
    return this.sessions.checkIn(auth, input.code);
  }

  @Get('dashboard')
  @RequirePermission('attendance', 'view')
  dashboard(@Auth() auth: SignedInContext, @ValidQuery(attendanceDashboardQuery) query: AttendanceDashboardQuery) {
    return this.sessions.dashboard(auth, query);
  }
}
