import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule, type ServiceRuntime, workspaceRepositories } from '@cricket/service-kit';
import { BillingCycle } from './billing/billing-cycle.entity';
import { BillingController } from './billing/billing.controller';
import { BillingService } from './billing/billing.service';
import { ListingReply } from './listings/listing-reply.entity';
import { ListingController } from './listings/listing.controller';
import { Listing } from './listings/listing.entity';
import { ListingService } from './listings/listing.service';
import { CreateCommerce1763700000400 } from './migrations/1763700000400-create-commerce';
import { CommerceTextLimits1763700000410 } from './migrations/1763700000410-commerce-text-limits';
import { OrderItem } from './orders/order-item.entity';
import { OrderController } from './orders/order.controller';
import { Order } from './orders/order.entity';
import { OrderService } from './orders/order.service';
import { ProductController } from './products/product.controller';
import { Product } from './products/product.entity';
import { ProductService } from './products/product.service';
import { PlanController } from './subscriptions/plan.controller';
import { Plan } from './subscriptions/plan.entity';
import { PlanService } from './subscriptions/plan.service';
import { SubscriberController } from './subscriptions/subscriber.controller';
import { Subscriber } from './subscriptions/subscriber.entity';
import { SubscriberService } from './subscriptions/subscriber.service';

export const COMMERCE_ENTITIES = [Product, Order, OrderItem, Listing, ListingReply, Plan, Subscriber, BillingCycle];
export const COMMERCE_MIGRATIONS = [CreateCommerce1763700000400, CommerceTextLimits1763700000410];

/** Catalog and orders, 'Hunting for' listings, subscriptions and billing cycles (issue #9). */
@Module({})
export class CommerceAppModule {
  static forRoot(runtime: ServiceRuntime): DynamicModule {
    return {
      module: CommerceAppModule,
      imports: [ServiceKitModule.forRoot(runtime, { entities: COMMERCE_ENTITIES, migrations: COMMERCE_MIGRATIONS })],
      controllers: [ProductController, OrderController, ListingController, PlanController, SubscriberController, BillingController],
      providers: [
        ...workspaceRepositories(Product, Order, Listing, Plan, Subscriber, BillingCycle),
        ProductService,
        OrderService,
        ListingService,
        PlanService,
        SubscriberService,
        BillingService,
      ],
    };
  }
}
