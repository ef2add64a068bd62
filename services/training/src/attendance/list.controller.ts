import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ATTENDANCE_MESSAGES, parseListPayload, parseMemberPayload } from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { ContractPipe } from '../common/contract-body.pipe';
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
  create(@Auth() auth: SignedInContext, @Body(new ContractPipe(parseListPayload)) input: Parameters<ListService['create']>[1]) {
    return this.lists.create(auth, input);
  }

  @Patch(':id')
  @RequirePermission('attendance', 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', listId) id: number, @Body() body: Record<string, unknown>) {
    return this.lists.update(auth, id, body ?? {});
  }

  @Delete(':id')
  @RequirePermission('attendance', 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', listId) id: number) {
    return this.lists.remove(auth, id);
  }

  @Post(':id/members')
  @RequirePermission('attendance', 'edit')
  addMember(
    @Auth() auth: SignedInContext,
    @Param('id', listId) id: number,
    @Body(new ContractPipe(parseMemberPayload)) input: Parameters<ListService['addMember']>[2],
  ) {
    return this.lists.addMember(auth, id, input);
  }

  @Delete(':id/members/:memberId')
  @RequirePermission('attendance', 'edit')
  removeMember(@Auth() auth: SignedInContext, @Param('id', listId) id: number, @Param('memberId', memberId) member: number) {
    return this.lists.removeMember(auth, id, member);
  }
}
