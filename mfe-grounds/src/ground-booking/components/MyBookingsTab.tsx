import { BOOKING_PURPOSE_LABELS, GROUND_TEXTS, GROUND_UI, type GroundBookingResponse } from '@cricket/contracts';
import { Button, Card, Col, Descriptions, Empty, Flex, Popconfirm, Row, Space } from 'antd';
import { GROUND_UI_TEXTS } from '../../texts';
import { useUpdateBookingStatus } from '../hooks/useGroundMutations';
import { formatDayHeading } from '../utils/dates';
import { RefreshButton } from './RefreshButton';
import { BookingStatusTag, PaymentStatusTag } from './StatusTags';

interface MyBookingsTabProps {
  bookings: GroundBookingResponse[];
  loading: boolean;
  onRefresh: () => Promise<unknown>;
}

const cell = { xs: 24, md: 12, xl: 8 };

function BookingCard({ booking }: { booking: GroundBookingResponse }) {
  const updateStatus = useUpdateBookingStatus();
  return (
    <Card
      title={booking.groundName}
      data-testid="my-booking-card"
      extra={
        <Space size={4}>
          <BookingStatusTag status={booking.status} />
          <PaymentStatusTag paymentStatus={booking.paymentStatus} />
        </Space>
      }
      actions={
        booking.status === 'pending'
          ? [
              <Popconfirm
                key="cancel"
                title={GROUND_UI_TEXTS.confirmCancel}
                okText={GROUND_TEXTS.cancelBooking}
                okButtonProps={{ danger: true }}
                cancelText={GROUND_UI_TEXTS.keepBooking}
                onConfirm={() => updateStatus.mutate({ id: booking.id, status: 'cancelled' })}
              >
                <Button danger loading={updateStatus.isPending}>
                  {GROUND_TEXTS.cancelBooking}
                </Button>
              </Popconfirm>,
            ]
          : undefined
      }
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label={GROUND_UI_TEXTS.date}>{formatDayHeading(booking.date)}</Descriptions.Item>
        <Descriptions.Item label={GROUND_UI_TEXTS.timeSlots}>{booking.timeSlots.join(', ')}</Descriptions.Item>
        <Descriptions.Item label={GROUND_UI_TEXTS.purpose}>{BOOKING_PURPOSE_LABELS[booking.purpose] ?? booking.purpose}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

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
