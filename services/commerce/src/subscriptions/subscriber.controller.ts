import { BadRequestException, Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  SUBSCRIBER_MESSAGES,
  isSubscriberStatus,
  parseSubscriberPayload,
  parseSubscriberStatus,
  type SubscriberFields,
  type SubscriberResponse,
  type SubscriberStatus,
  type SubscriptionAnalyticsResponse,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { parsed } from '../common/parsed-body.pipe';
import { queryText } from '../common/query';
import { SubscriberService } from './subscriber.service';

const SubscriberIdPipe = idPipe(SUBSCRIBER_MESSAGES.notFound);

@ApiTags('Subscribers')
@Controller('api/subscribers')
export class SubscriberController {
  constructor(private readonly subscribers: SubscriberService) {}

  /** ?status= (active, paused, cancelled), ?planId=, ?search= (name, email, phone). */
  @Get()
  @RequirePermission('subscriptions', 'view')
  list(@Auth() auth: SignedInContext, @Query() query: Record<string, unknown>): Promise<SubscriberResponse[]> {
    const status = queryText(query.status);
    if (status !== undefined && !isSubscriberStatus(status)) throw new BadRequestException(SUBSCRIBER_MESSAGES.status);
    const planId = queryText(query.planId);
    if (planId !== undefined && !/^\d+$/.test(planId)) throw new BadRequestException(SUBSCRIBER_MESSAGES.planId);
    return this.subscribers.list(auth, { status, planId: planId === undefined ? undefined : Number(planId), search: queryText(query.search) });
  }

  @Get('analytics')
  @RequirePermission('subscriptions', 'view')
  analytics(@Auth() auth: SignedInContext): Promise<SubscriptionAnalyticsResponse> {
    return this.subscribers.analytics(auth);
  }

  @Get(':id')
  @RequirePermission('subscriptions', 'view')
  get(@Auth() auth: SignedInContext, @Param('id', SubscriberIdPipe) id: number): Promise<SubscriberResponse> {
    return this.subscribers.get(auth, id);
  }

  @Post()
  @RequirePermission('subscriptions', 'create')
  create(@Auth() auth: SignedInContext, @Body(parsed(parseSubscriberPayload)) fields: SubscriberFields): Promise<SubscriberResponse> {
    return this.subscribers.create(auth, fields);
  }

  @Put(':id')
  @RequirePermission('subscriptions', 'edit')
  update(
    @Auth() auth: SignedInContext,
    @Param('id', SubscriberIdPipe) id: number,
    @Body(parsed(parseSubscriberPayload)) fields: SubscriberFields,
  ): Promise<SubscriberResponse> {
    return this.subscribers.update(auth, id, fields);
  }

  @Patch(':id/status')
  @RequirePermission('subscriptions', 'edit')
  changeStatus(
    @Auth() auth: SignedInContext,
    @Param('id', SubscriberIdPipe) id: number,
    @Body(parsed(parseSubscriberStatus)) status: SubscriberStatus,
  ): Promise<SubscriberResponse> {
    return this.subscribers.changeStatus(auth, id, status);
  }

  @Delete(':id')
  @RequirePermission('subscriptions', 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', SubscriberIdPipe) id: number): Promise<{ success: true }> {
    return this.subscribers.remove(auth, id);
  }
}
