import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { BATCH_MESSAGES, parseBatchPayload } from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { ContractPipe } from '../common/contract-body.pipe';
import { BatchService } from './batch.service';

const batchId = idPipe(BATCH_MESSAGES.notFound);
type BatchInput = Parameters<BatchService['create']>[1];

@Controller('api/training-batches')
export class BatchController {
  constructor(private readonly batches: BatchService) {}

  @Get()
  @RequirePermission('training', 'list')
  list(@Auth() auth: SignedInContext) {
    return this.batches.list(auth);
  }

  @Get('mine')
  @RequirePermission('training', 'list')
  mine(@Auth() auth: SignedInContext) {
    return this.batches.list(auth, { coachId: auth.user.id });
  }

  @Get('overview')
  @RequirePermission('training', 'list')
  overview(@Auth() auth: SignedInContext) {
    return this.batches.overview(auth);
  }

  @Get(':id')
  @RequirePermission('training', 'view')
  get(@Auth() auth: SignedInContext, @Param('id', batchId) id: number) {
    return this.batches.detail(auth, id);
  }

  @Post()
  @RequirePermission('training', 'create')
  create(@Auth() auth: SignedInContext, @Body(new ContractPipe(parseBatchPayload)) input: BatchInput) {
    return this.batches.create(auth, input);
  }

  @Patch(':id')
  @RequirePermission('training', 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', batchId) id: number, @Body() body: Record<string, unknown>) {
    return this.batches.update(auth, id, body ?? {});
  }

  @Delete(':id')
  @RequirePermission('training', 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', batchId) id: number) {
    return this.batches.remove(auth, id);
  }
}
