import { Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  BILLING_MESSAGES,
  type BillingAnalyticsResponse,
  billingCycleQuery,
  type BillingCycleResponse,
  billingRangeQuery,
  type CycleGroupResponse,
  cycleStatusBody,
  type CycleStatusChange,
  type CycleSubscribersResponse,
  generateCyclesBody,
  type GenerateCyclesResponse,
  type HierarchyPeriod,
  utcToday,
  type v,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { BillingService } from './billing.service';

const CycleIdPipe = idPipe(BILLING_MESSAGES.notFound);

/** The generated month is read against today: at most next month. */
const generateBody = generateCyclesBody(utcToday);
type BillingRange = v.InferOutput<typeof billingRangeQuery>;

@ApiTags('Billing cycles')
@Controller('api/billing-cycles')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  /** ?period=YYYY-MM, ?status= (pending, paid, overdue, waived), ?planId=, ?subscriberId=. */
  @Get()
  @RequirePermission('billing', 'view')
  list(@Auth() auth: SignedInContext, @ValidQuery(billingCycleQuery) filters: v.InferOutput<typeof billingCycleQuery>): Promise<BillingCycleResponse[]> {
    return this.billing.list(auth, filters);
  }

  @Post('generate')
  @RequirePermission('billing', 'create')
  generate(@Auth() auth: SignedInContext, @ValidBody(generateBody) body: v.InferOutput<typeof generateBody>): Promise<GenerateCyclesResponse> {
    return this.billing.generate(auth, body.period);
  }

  @Get('hierarchical')
  @RequirePermission('billing', 'view')
  hierarchy(@Auth() auth: SignedInContext, @ValidQuery(billingRangeQuery) range: BillingRange): Promise<HierarchyPeriod[]> {
    return this.billing.hierarchy(auth, range);
  }

  @Get('analytics')
  @RequirePermission('billing', 'view')
  analytics(@Auth() auth: SignedInContext, @ValidQuery(billingRangeQuery) range: BillingRange): Promise<BillingAnalyticsResponse> {
    return this.billing.analytics(auth, range);
  }

  @Get('group/:groupKey/subscribers')
  @RequirePermission('billing', 'view')
  group(@Auth() auth: SignedInContext, @Param('groupKey') groupKey: string): Promise<CycleGroupResponse> {
    return this.billing.group(auth, groupKey);
  }

  @Get(':id')
  @RequirePermission('billing', 'view')
  get(@Auth() auth: SignedInContext, @Param('id', CycleIdPipe) id: number): Promise<BillingCycleResponse> {
    return this.billing.get(auth, id);
  }

  @Get(':id/subscribers')
  @RequirePermission('billing', 'view')
  withSubscriber(@Auth() auth: SignedInContext, @Param('id', CycleIdPipe) id: number): Promise<CycleSubscribersResponse> {
    return this.billing.withSubscriber(auth, id);
  }

  @Patch(':id/status')
  @RequirePermission('billing', 'edit')
  settle(
    @Auth() auth: SignedInContext,
    @Param('id', CycleIdPipe) id: number,
    @ValidBody(cycleStatusBody) change: CycleStatusChange,
  ): Promise<BillingCycleResponse> {
    return this.billing.settle(auth, id, change);
  }
}
