import { Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  ATTENDANCE_MESSAGES,
  attendanceListBody,
  attendanceListChanges,
  attendanceMemberBody,
  type AttendanceListBody,
  type AttendanceListChanges,
  type AttendanceMemberBody,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, type SignedInContext } from '@cricket/service-kit';
import { ListService } from './list.service';

const listId = idPipe(ATTENDANCE_MESSAGES.listNotFound);
const memberId = idPipe(ATTENDANCE_MESSAGES.memberNotFound);

@Controller('api/attendance/lists')
export class ListController {
  constructor(private readonly lists: ListService) {}

  @Get()
  @RequirePermission('attendance', 'list')
  list(@Auth() auth: SignedInContext) {
    return this.lists.list(auth);
  }

  @Get(':id')
  @RequirePermission('attendance', 'view')
  get(@Auth() auth: SignedInContext, @Param('id', listId) id: number) {
    return this.lists.get(auth, id);
  }

  @Post()
  @RequirePermission('attendance', 'create')
  create(@Auth() auth: SignedInContext, @ValidBody(attendanceListBody) input: AttendanceListBody) {
    return this.lists.create(auth, input);
  }

  @Patch(':id')
  @RequirePermission('attendance', 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', listId) id: number, @ValidBody(attendanceListChanges) changes: AttendanceListChanges) {
    return this.lists.update(auth, id, changes);
  }

  @Delete(':id')
  @RequirePermission('attendance', 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', listId) id: number) {
    return this.lists.remove(auth, id);
  }

  @Post(':id/members')
  @RequirePermission('attendance', 'edit')
  addMember(@Auth() auth: SignedInContext, @Param('id', listId) id: number, @ValidBody(attendanceMemberBody) input: AttendanceMemberBody) {
    return this.lists.addMember(auth, id, input);
  }

  @Delete(':id/members/:memberId')
  @RequirePermission('attendance', 'edit')
  removeMember(@Auth() auth: SignedInContext, @Param('id', listId) id: number, @Param('memberId', memberId) member: number) {
    return this.lists.removeMember(auth, id, member);
  }
}
