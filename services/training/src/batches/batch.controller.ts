import { Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { BATCH_MESSAGES, trainingBatchBody, trainingBatchChanges, type TrainingBatchBody, type TrainingBatchChanges } from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, type SignedInContext } from '@cricket/service-kit';
import { BatchService } from './batch.service';

const batchId = idPipe(BATCH_MESSAGES.notFound);

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
  create(@Auth() auth: SignedInContext, @ValidBody(trainingBatchBody) input: TrainingBatchBody) {
    return this.batches.create(auth, input);
  }

  @Patch(':id')
  @RequirePermission('training', 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', batchId) id: number, @ValidBody(trainingBatchChanges) changes: TrainingBatchChanges) {
    return this.batches.update(auth, id, changes);
  }

  @Delete(':id')
  @RequirePermission('training', 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', batchId) id: number) {
    return this.batches.remove(auth, id);
  }
}
