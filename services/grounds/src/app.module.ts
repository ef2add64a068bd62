import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule, workspaceRepositories, type ServiceRuntime } from '@cricket/service-kit';
import { BookingSlot } from './bookings/booking-slot.entity';
import { BookingController } from './bookings/booking.controller';
import { BookingService } from './bookings/booking.service';
import { GroundBooking } from './bookings/ground-booking.entity';
import { GroundController } from './grounds/ground.controller';
import { Ground } from './grounds/ground.entity';
import { GroundService } from './grounds/ground.service';
import { MembershipConsumer } from './members/membership.consumer';
import { WorkspaceMember } from './members/workspace-member.entity';
import { CreateGrounds1763700000300 } from './migrations/1763700000300-create-grounds';
import { AddBookingRules1763700000310 } from './migrations/1763700000310-add-booking-rules';
import { GroundTextLimits1763700000320 } from './migrations/1763700000320-ground-text-limits';
import { BookingTextLimits1763700000330 } from './migrations/1763700000330-booking-text-limits';

export const GROUNDS_ENTITIES = [Ground, GroundBooking, BookingSlot, WorkspaceMember];
export const GROUNDS_MIGRATIONS = [CreateGrounds1763700000300, AddBookingRules1763700000310, GroundTextLimits1763700000320, BookingTextLimits1763700000330];

/** Grounds, slots and bookings (booking spec §2–§9). */
@Module({})
export class GroundsAppModule {
  static forRoot(runtime: ServiceRuntime): DynamicModule {
    return {
      module: GroundsAppModule,
      imports: [ServiceKitModule.forRoot(runtime, { entities: GROUNDS_ENTITIES, migrations: GROUNDS_MIGRATIONS })],
      controllers: [GroundController, BookingController],
      providers: [...workspaceRepositories(Ground, GroundBooking, WorkspaceMember), GroundService, BookingService, MembershipConsumer],
    };
  }
}
