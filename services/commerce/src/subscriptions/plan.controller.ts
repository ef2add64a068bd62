import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PLAN_MESSAGES, planBody, type PlanFields, type PlanResponse } from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, type SignedInContext } from '@cricket/service-kit';
import { PlanService } from './plan.service';

const PlanIdPipe = idPipe(PLAN_MESSAGES.notFound);

@ApiTags('Subscription plans')
@Controller('api/subscription-plans')
export class PlanController {
  constructor(private readonly plans: PlanService) {}

  @Get()
  @RequirePermission('subscriptions', 'view')
  list(@Auth() auth: SignedInContext): Promise<PlanResponse[]> {
    return this.plans.list(auth);
  }

  @Get(':id')
  @RequirePermission('subscriptions', 'view')
  get(@Auth() auth: SignedInContext, @Param('id', PlanIdPipe) id: number): Promise<PlanResponse> {
    return this.plans.get(auth, id);
  }

  @Post()
  @RequirePermission('subscriptions', 'create')
  create(@Auth() auth: SignedInContext, @ValidBody(planBody) fields: PlanFields): Promise<PlanResponse> {
    return this.plans.create(auth, fields);
  }

  @Put(':id')
  @RequirePermission('subscriptions', 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', PlanIdPipe) id: number, @ValidBody(planBody) fields: PlanFields): Promise<PlanResponse> {
    return this.plans.update(auth, id, fields);
  }

  @Delete(':id')
  @RequirePermission('subscriptions', 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', PlanIdPipe) id: number): Promise<{ success: true }> {
    return this.plans.remove(auth, id);
  }
}
