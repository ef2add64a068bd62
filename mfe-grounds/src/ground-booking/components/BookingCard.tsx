import { BOOKING_PURPOSE_LABELS, GROUND_TEXTS, formatDate, type GroundBookingResponse } from '@cricket/contracts';
import { Button, Card, Descriptions, Popconfirm, Space } from 'antd';
import { GROUND_UI_TEXTS } from '../../texts';
import { useUpdateBookingStatus } from '../hooks/useGroundMutations';
import { BookingStatusTag } from './BookingStatusTag';
import { PaymentStatusTag } from './PaymentStatusTag';

/** One of the user's bookings in My Bookings; only a pending one can be cancelled. */
export function BookingCard({ booking }: { booking: GroundBookingResponse }) {
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
        <Descriptions.Item label={GROUND_UI_TEXTS.date}>{formatDate(booking.date)}</Descriptions.Item>
        <Descriptions.Item label={GROUND_UI_TEXTS.timeSlots}>{booking.timeSlots.join(', ')}</Descriptions.Item>
        <Descriptions.Item label={GROUND_UI_TEXTS.purpose}>{BOOKING_PURPOSE_LABELS[booking.purpose] ?? booking.purpose}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
