import { BadRequestException, Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ORDER_MESSAGES,
  isOrderStatus,
  parseCheckoutPayload,
  parseOrderPaymentStatus,
  parseOrderStatus,
  type CheckoutFields,
  type CheckoutResponse,
  type OrderDebugResponse,
  type OrderPaymentStatus,
  type OrderResponse,
  type OrderStatus,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { parsed } from '../common/parsed-body.pipe';
import { queryText } from '../common/query';
import { OrderService } from './order.service';

const OrderIdPipe = idPipe(ORDER_MESSAGES.notFound);

/** Any signed-in user checks out (products are published); the seller's desk needs the catalog module. */
@ApiTags('Orders')
@Controller('api/orders')
export class OrderController {
  constructor(private readonly orders: OrderService) {}

  @Post()
  checkout(@Auth() auth: SignedInContext, @Body(parsed(parseCheckoutPayload)) cart: CheckoutFields): Promise<CheckoutResponse> {
    return this.orders.checkout(auth, cart);
  }

  @Get()
  mine(@Auth() auth: SignedInContext): Promise<OrderResponse[]> {
    return this.orders.mine(auth);
  }

  @Get('workspace')
  @RequirePermission('catalog', 'view')
  desk(@Auth() auth: SignedInContext, @Query() query: Record<string, unknown>): Promise<OrderResponse[]> {
    const status = queryText(query.status);
    if (status !== undefined && !isOrderStatus(status)) throw new BadRequestException(ORDER_MESSAGES.status);
    return this.orders.desk(auth, status);
  }

  @Get(':id')
  get(@Auth() auth: SignedInContext, @Param('id', OrderIdPipe) id: number): Promise<OrderResponse> {
    return this.orders.get(auth, id);
  }

  @Get(':id/debug')
  debug(@Auth() auth: SignedInContext, @Param('id', OrderIdPipe) id: number): Promise<OrderDebugResponse> {
    return this.orders.debug(auth, id);
  }

  @Patch(':id/status')
  changeStatus(
    @Auth() auth: SignedInContext,
    @Param('id', OrderIdPipe) id: number,
    @Body(parsed(parseOrderStatus)) status: OrderStatus,
  ): Promise<OrderResponse> {
    return this.orders.changeStatus(auth, id, status);
  }

  @Patch(':id/payment-status')
  changePayment(
    @Auth() auth: SignedInContext,
    @Param('id', OrderIdPipe) id: number,
    @Body(parsed(parseOrderPaymentStatus)) paymentStatus: OrderPaymentStatus,
  ): Promise<OrderResponse> {
    return this.orders.changePayment(auth, id, paymentStatus);
  }
}
