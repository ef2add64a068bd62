import { Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  BOOKING_MESSAGES,
  bookingListQuery,
  bookingPaymentStatusBody,
  bookingRequestBody,
  bookingStatusBody,
  manualBookingBody,
  v,
  type AllWorkspacesBooking,
  type BookingListQuery,
  type BookingRequestBody,
  type BookingsAnswer,
  type GroundBookingResponse,
  type ManualBookingBody,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { BookingService } from './booking.service';

const BookingIdPipe = idPipe(BOOKING_MESSAGES.bookingNotFound);

/** The spec's client calls the two PATCH paths without /api (booking §7); both are served. */
@ApiTags('Ground bookings')
@Controller()
export class BookingController {
  constructor(private readonly bookings: BookingService) {}

  @Post('api/ground-bookings')
  request(@Auth() auth: SignedInContext, @ValidBody(bookingRequestBody) dto: BookingRequestBody): Promise<GroundBookingResponse> {
    return this.bookings.request(auth, dto);
  }

  @Post('api/ground-bookings/manual')
  @RequirePermission('grounds', 'edit')
  manual(@Auth() auth: SignedInContext, @ValidBody(manualBookingBody) dto: ManualBookingBody): Promise<GroundBookingResponse> {
    return this.bookings.manual(auth, dto);
  }

  @Get('api/ground-bookings/user')
  mine(@Auth() auth: SignedInContext): Promise<BookingsAnswer> {
    return this.bookings.mine(auth);
  }

  @Get('api/ground-bookings/all-workspaces')
  list(@Auth() auth: SignedInContext, @ValidQuery(bookingListQuery) query: BookingListQuery): Promise<BookingsAnswer<AllWorkspacesBooking>> {
    return this.bookings.list(auth, query);
  }

  @Patch(['api/ground-bookings/:id/status', 'ground-bookings/:id/status'])
  changeStatus(@Auth() auth: SignedInContext, @Param('id', BookingIdPipe) id: number, @ValidBody(bookingStatusBody) dto: v.InferOutput<typeof bookingStatusBody>): Promise<GroundBookingResponse> {
    return this.bookings.changeStatus(auth, id, dto.status);
  }

  @Patch(['api/ground-bookings/:id/payment-status', 'ground-bookings/:id/payment-status'])
  changePayment(@Auth() auth: SignedInContext, @Param('id', BookingIdPipe) id: number, @ValidBody(bookingPaymentStatusBody) dto: v.InferOutput<typeof bookingPaymentStatusBody>): Promise<GroundBookingResponse> {
    return this.bookings.changePayment(auth, id, dto.paymentStatus);
  }
}
