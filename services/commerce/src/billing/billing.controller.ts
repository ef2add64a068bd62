import { BadRequestException, Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  BILLING_MESSAGES,
  type BillingAnalyticsResponse,
  type BillingCycleResponse,
  billingPeriodProblem,
  type CycleGroupResponse,
  type CycleSubscribersResponse,
  type FinancePaymentMethod,
  type GenerateCyclesResponse,
  type HierarchyPeriod,
  isBillingCycleStatus,
  parseCycleStatus,
  parseGenerateCycles,
  utcToday,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { parsed } from '../common/parsed-body.pipe';
import { queryText } from '../common/query';
import { BillingService, type CycleFilters, type PeriodRange } from './billing.service';

const CycleIdPipe = idPipe(BILLING_MESSAGES.notFound);

function period(value: unknown): string | undefined {
  const text = queryText(value);
  const problem = text === undefined ? null : billingPeriodProblem(text);
  if (problem) throw new BadRequestException(problem);
  return text;
}

/** The generated month is read against today: at most next month. */
const generatedPeriod = parsed((input) => parseGenerateCycles(input, utcToday()));

function range(query: Record<string, unknown>): PeriodRange {
  const from = period(query.from);
  const to = period(query.to);
  if (from && to && to < from) throw new BadRequestException(BILLING_MESSAGES.periodRange);
  return { from, to };
}

function positiveInt(value: unknown): number | undefined {
  const text = queryText(value);
  return text !== undefined && /^\d+$/.test(text) ? Number(text) : undefined;
}

@ApiTags('Billing cycles')
@Controller('api/billing-cycles')
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  /** ?period=YYYY-MM, ?status= (pending, paid, overdue, waived), ?planId=, ?subscriberId=. */
  @Get()
  @RequirePermission('billing', 'view')
  list(@Auth() auth: SignedInContext, @Query() query: Record<string, unknown>): Promise<BillingCycleResponse[]> {
    const status = queryText(query.status);
    if (status !== undefined && !isBillingCycleStatus(status)) throw new BadRequestException(BILLING_MESSAGES.status);
    const filters: CycleFilters = { period: period(query.period), status, planId: positiveInt(query.planId), subscriberId: positiveInt(query.subscriberId) };
    return this.billing.list(auth, filters);
  }

  @Post('generate')
  @RequirePermission('billing', 'create')
  generate(@Auth() auth: SignedInContext, @Body(generatedPeriod) body: { period: string }): Promise<GenerateCyclesResponse> {
    return this.billing.generate(auth, body.period);
  }

  @Get('hierarchical')
  @RequirePermission('billing', 'view')
  hierarchy(@Auth() auth: SignedInContext, @Query() query: Record<string, unknown>): Promise<HierarchyPeriod[]> {
    return this.billing.hierarchy(auth, range(query));
  }

  @Get('analytics')
  @RequirePermission('billing', 'view')
  analytics(@Auth() auth: SignedInContext, @Query() query: Record<string, unknown>): Promise<BillingAnalyticsResponse> {
    return this.billing.analytics(auth, range(query));
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
    @Body(parsed(parseCycleStatus)) change: { status: 'paid' | 'waived'; paymentMethod: FinancePaymentMethod | null; note: string | null },
  ): Promise<BillingCycleResponse> {
    return this.billing.settle(auth, id, change);
  }
}
