import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ENROLLMENT_MESSAGES, isEnrollmentStatus, parseEnrollmentRequest, type EnrollmentStatus } from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { ContractPipe } from '../common/contract-body.pipe';
import { EnrollmentService } from './enrollment.service';

const enrollmentId = idPipe(ENROLLMENT_MESSAGES.notFound);

function statusFilter(status: string | undefined): EnrollmentStatus | undefined {
  if (status === undefined || status === '') return undefined;
  if (!isEnrollmentStatus(status)) throw new BadRequestException(ENROLLMENT_MESSAGES.status);
  return status;
}
function batchFilter(batchId: string | undefined): number | undefined {
  if (batchId === undefined || batchId === '') return undefined;
  const id = Number(batchId);
  if (!Number.isInteger(id) || id < 1) throw new BadRequestException(ENROLLMENT_MESSAGES.batchId);
  return id;
}

@Controller('api/enrollments')
export class EnrollmentController {
  constructor(private readonly enrollments: EnrollmentService) {}

  /** A player asks for a place. */
  @Post()
  @RequirePermission('training', 'create')
  request(@Auth() auth: SignedInContext, @Body(new ContractPipe(parseEnrollmentRequest)) input: { batchId: number; note: string | null }) {
    return this.enrollments.request(auth, input);
  }

  /** Workspace Enrollments (admins). */
  @Get()
  @RequirePermission('training', 'list')
  workspace(@Auth() auth: SignedInContext, @Query('status') status?: string, @Query('batchId') batchId?: string) {
    return this.enrollments.listWorkspace(auth, { status: statusFilter(status), batchId: batchFilter(batchId) });
  }

  /** My Enrollments. */
  @Get('mine')
  @RequirePermission('training', 'list')
  mine(@Auth() auth: SignedInContext, @Query('status') status?: string) {
    return this.enrollments.list(auth, { userId: auth.user.id, status: statusFilter(status) });
  }

  /** Coach Enrollments: requests of the batches I coach. */
  @Get('coach')
  @RequirePermission('training', 'list')
  coach(@Auth() auth: SignedInContext, @Query('status') status?: string) {
    return this.enrollments.list(auth, { coachId: auth.user.id, status: statusFilter(status) });
  }

  @Post(':id/approve')
  @HttpCode(200)
  @RequirePermission('training', 'edit')
  approve(@Auth() auth: SignedInContext, @Param('id', enrollmentId) id: number) {
    return this.enrollments.decide(auth, id, 'approve');
  }

  @Post(':id/reject')
  @HttpCode(200)
  @RequirePermission('training', 'edit')
  reject(@Auth() auth: SignedInContext, @Param('id', enrollmentId) id: number) {
    return this.enrollments.decide(auth, id, 'reject');
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @RequirePermission('training', 'create')
  withdraw(@Auth() auth: SignedInContext, @Param('id', enrollmentId) id: number) {
    return this.enrollments.decide(auth, id, 'withdraw');
  }
}
