import { Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  SUBSCRIBER_MESSAGES,
  subscriberBody,
  subscriberQuery,
  subscriberStatusBody,
  type SubscriberFields,
  type SubscriberResponse,
  type SubscriptionAnalyticsResponse,
  type v,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { SubscriberService } from './subscriber.service';

const SubscriberIdPipe = idPipe(SUBSCRIBER_MESSAGES.notFound);

@ApiTags('Subscribers')
@Controller('api/subscribers')
export class SubscriberController {
  constructor(private readonly subscribers: SubscriberService) {}

  /** ?status= (active, paused, cancelled), ?planId=, ?search= (name, email, phone). */
  @Get()
  @RequirePermission('subscriptions', 'view')
  list(@Auth() auth: SignedInContext, @ValidQuery(subscriberQuery) query: v.InferOutput<typeof subscriberQuery>): Promise<SubscriberResponse[]> {
    return this.subscribers.list(auth, query);
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
  create(@Auth() auth: SignedInContext, @ValidBody(subscriberBody) fields: SubscriberFields): Promise<SubscriberResponse> {
    return this.subscribers.create(auth, fields);
  }

  @Put(':id')
  @RequirePermission('subscriptions', 'edit')
  update(
    @Auth() auth: SignedInContext,
    @Param('id', SubscriberIdPipe) id: number,
    @ValidBody(subscriberBody) fields: SubscriberFields,
  ): Promise<SubscriberResponse> {
    return this.subscribers.update(auth, id, fields);
  }

  @Patch(':id/status')
  @RequirePermission('subscriptions', 'edit')
  changeStatus(
    @Auth() auth: SignedInContext,
    @Param('id', SubscriberIdPipe) id: number,
    @ValidBody(subscriberStatusBody) body: v.InferOutput<typeof subscriberStatusBody>,
  ): Promise<SubscriberResponse> {
    return this.subscribers.changeStatus(auth, id, body.status);
  }

  @Delete(':id')
  @RequirePermission('subscriptions', 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', SubscriberIdPipe) id: number): Promise<{ success: true }> {
    return this.subscribers.remove(auth, id);
  }
}
