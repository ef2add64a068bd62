import { Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ORDER_MESSAGES,
  checkoutBody,
  orderDeskQuery,
  orderPaymentStatusBody,
  orderStatusBody,
  type CheckoutFields,
  type CheckoutResponse,
  type OrderDebugResponse,
  type OrderResponse,
  type v,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { OrderService } from './order.service';

const OrderIdPipe = idPipe(ORDER_MESSAGES.notFound);

/** Any signed-in user checks out (products are published); the seller's desk needs the catalog module. */
@ApiTags('Orders')
@Controller('api/orders')
export class OrderController {
  constructor(private readonly orders: OrderService) {}

  @Post()
  checkout(@Auth() auth: SignedInContext, @ValidBody(checkoutBody) cart: CheckoutFields): Promise<CheckoutResponse> {
    return this.orders.checkout(auth, cart);
  }

  @Get()
  mine(@Auth() auth: SignedInContext): Promise<OrderResponse[]> {
    return this.orders.mine(auth);
  }

  @Get('workspace')
  @RequirePermission('catalog', 'view')
  desk(@Auth() auth: SignedInContext, @ValidQuery(orderDeskQuery) query: v.InferOutput<typeof orderDeskQuery>): Promise<OrderResponse[]> {
    return this.orders.desk(auth, query.status);
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
    @ValidBody(orderStatusBody) body: v.InferOutput<typeof orderStatusBody>,
  ): Promise<OrderResponse> {
    return this.orders.changeStatus(auth, id, body.status);
  }

  @Patch(':id/payment-status')
  changePayment(
    @Auth() auth: SignedInContext,
    @Param('id', OrderIdPipe) id: number,
    @ValidBody(orderPaymentStatusBody) body: v.InferOutput<typeof orderPaymentStatusBody>,
  ): Promise<OrderResponse> {
    return this.orders.changePayment(auth, id, body.paymentStatus);
  }
}
