import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BOOKING_MESSAGES, type AllWorkspacesBooking, type BookingsAnswer, type GroundBookingResponse } from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { BookingService } from './booking.service';
import { AllWorkspacesQuery, BookingRequestDto, BookingStatusDto, ManualBookingDto, PaymentStatusDto } from './dto/booking.dto';

const BookingIdPipe = idPipe(BOOKING_MESSAGES.bookingNotFound);

/** The spec's client calls the two PATCH paths without /api (booking §7); both are served. */
@ApiTags('Ground bookings')
@Controller()
export class BookingController {
  constructor(private readonly bookings: BookingService) {}

  @Post('api/ground-bookings')
  request(@Auth() auth: SignedInContext, @Body() dto: BookingRequestDto): Promise<GroundBookingResponse> {
    return this.bookings.request(auth, dto);
  }

  @Post('api/ground-bookings/manual')
  @RequirePermission('grounds', 'edit')
  manual(@Auth() auth: SignedInContext, @Body() dto: ManualBookingDto): Promise<GroundBookingResponse> {
    return this.bookings.manual(auth, dto);
  }

  @Get('api/ground-bookings/user')
  mine(@Auth() auth: SignedInContext): Promise<BookingsAnswer> {
    return this.bookings.mine(auth);
  }

  @Get('api/ground-bookings/all-workspaces')
  list(@Auth() auth: SignedInContext, @Query() query: AllWorkspacesQuery): Promise<BookingsAnswer<AllWorkspacesBooking>> {
    return this.bookings.list(auth, query);
  }

  @Patch(['api/ground-bookings/:id/status', 'ground-bookings/:id/status'])
  changeStatus(@Auth() auth: SignedInContext, @Param('id', BookingIdPipe) id: number, @Body() dto: BookingStatusDto): Promise<GroundBookingResponse> {
    return this.bookings.changeStatus(auth, id, dto.status);
  }

  @Patch(['api/ground-bookings/:id/payment-status', 'ground-bookings/:id/payment-status'])
  changePayment(@Auth() auth: SignedInContext, @Param('id', BookingIdPipe) id: number, @Body() dto: PaymentStatusDto): Promise<GroundBookingResponse> {
    return this.bookings.changePayment(auth, id, dto.paymentStatus);
  }
}
