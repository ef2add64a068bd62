import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ENROLLMENT_MESSAGES,
  enrollmentRequestBody,
  enrollmentsQuery,
  enrollmentStatusQuery,
  type EnrollmentRequestBody,
  type EnrollmentsQuery,
  type EnrollmentStatusQuery,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { EnrollmentService } from './enrollment.service';

const enrollmentId = idPipe(ENROLLMENT_MESSAGES.notFound);

@Controller('api/enrollments')
export class EnrollmentController {
  constructor(private readonly enrollments: EnrollmentService) {}

  /** A player asks for a place. */
  @Post()
  @RequirePermission('training', 'create')
  request(@Auth() auth: SignedInContext, @ValidBody(enrollmentRequestBody) input: EnrollmentRequestBody) {
    return this.enrollments.request(auth, input);
  }

  /** Workspace Enrollments (admins). */
  @Get()
  @RequirePermission('training', 'list')
  workspace(@Auth() auth: SignedInContext, @ValidQuery(enrollmentsQuery) query: EnrollmentsQuery) {
    return this.enrollments.listWorkspace(auth, query);
  }

  /** My Enrollments. */
  @Get('mine')
  @RequirePermission('training', 'list')
  mine(@Auth() auth: SignedInContext, @ValidQuery(enrollmentStatusQuery) query: EnrollmentStatusQuery) {
    return this.enrollments.list(auth, { userId: auth.user.id, status: query.status });
  }

  /** Coach Enrollments: requests of the batches I coach. */
  @Get('coach')
  @RequirePermission('training', 'list')
  coach(@Auth() auth: SignedInContext, @ValidQuery(enrollmentStatusQuery) query: EnrollmentStatusQuery) {
    return this.enrollments.list(auth, { coachId: auth.user.id, status: query.status });
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
