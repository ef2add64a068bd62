import { GROUND_TEXTS, GROUND_UI, type GroundBookingResponse } from '@cricket/contracts';
import { Card, Col, Empty, Flex, Row } from 'antd';
import { BookingCard } from './BookingCard';
import { RefreshButton } from './RefreshButton';

interface MyBookingsTabProps {
  bookings: GroundBookingResponse[];
  loading: boolean;
  onRefresh: () => Promise<unknown>;
}

const cell = { xs: 24, md: 12, xl: 8 };

/** My Bookings of booking §2: the user's bookings; only a pending one can be cancelled. */
export function MyBookingsTab({ bookings, loading, onRefresh }: MyBookingsTabProps) {
  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <RefreshButton onRefresh={onRefresh} />
      </Flex>
      {loading ? (
        <Row gutter={[16, 16]}>
          {Array.from({ length: GROUND_UI.skeletons.myBookings }, (_, index) => (
            <Col key={index} {...cell}>
              <Card data-testid="booking-skeleton" loading />
            </Col>
          ))}
        </Row>
      ) : bookings.length === 0 ? (
        <Empty description={GROUND_TEXTS.noMyBookings} />
      ) : (
        <Row gutter={[16, 16]}>
          {bookings.map((booking) => (
            <Col key={booking.id} {...cell}>
              <BookingCard booking={booking} />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
