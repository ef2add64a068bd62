import {
  BOOKING_PURPOSE_LABELS,
  GROUND_TEXTS,
  GROUND_UI,
  bookingUserLabel,
  formatDate,
  type GroundBookingResponse,
} from '@cricket/contracts';
import { Empty, Skeleton, Table, type TableColumnsType } from 'antd';
import { GROUND_UI_TEXTS, PAYMENT_METHOD_LABELS } from '../../texts';
import { BookingActionsMenu } from './BookingActionsMenu';
import { BookingStatusTag } from './BookingStatusTag';
import { PaymentStatusTag } from './PaymentStatusTag';

export interface BookingsTableProps {
  /** requests: Manage Grounds' 'All Booking Requests'; workspace: Workspace Ground Bookings. */
  variant: 'requests' | 'workspace';
  bookings: GroundBookingResponse[];
  loading: boolean;
  canManage: boolean;
  currentUserId: number | null;
  lookupUserName?: (userId: number) => string | undefined;
}

/** The booking tables of booking §2 with their columns and the User column's fallbacks. */
export function BookingsTable({ variant, bookings, loading, canManage, currentUserId, lookupUserName }: BookingsTableProps) {
  const workspace = variant === 'workspace';
  if (loading && workspace) {
    return (
      <div aria-busy="true">
        {Array.from({ length: GROUND_UI.skeletons.workspaceBookings }, (_, index) => (
          <div key={index} data-testid="booking-row-skeleton">
            <Skeleton active title={false} paragraph={{ rows: 1 }} />
          </div>
        ))}
      </div>
    );
  }
  const columns: TableColumnsType<GroundBookingResponse> = [
    { title: GROUND_UI_TEXTS.ground, dataIndex: 'groundName', key: 'ground' },
    { title: GROUND_UI_TEXTS.user, key: 'user', render: (_, booking) => bookingUserLabel(booking, lookupUserName) },
    { title: GROUND_UI_TEXTS.date, key: 'date', render: (_, booking) => formatDate(booking.date) },
    { title: GROUND_UI_TEXTS.time, key: 'time', render: (_, booking) => booking.timeSlots.join(', ') },
    ...(workspace
      ? [{ title: GROUND_UI_TEXTS.purpose, key: 'purpose', render: (_: unknown, booking: GroundBookingResponse) => BOOKING_PURPOSE_LABELS[booking.purpose] ?? booking.purpose }]
      : []),
    { title: GROUND_UI_TEXTS.status, key: 'status', render: (_, booking) => <BookingStatusTag status={booking.status} /> },
    {
      title: workspace ? GROUND_UI_TEXTS.paymentStatus : GROUND_UI_TEXTS.payment,
      key: 'payment',
      render: (_, booking) => <PaymentStatusTag paymentStatus={booking.paymentStatus} />,
    },
    ...(workspace
      ? [
          {
            title: GROUND_UI_TEXTS.paymentMethod,
            key: 'paymentMethod',
            render: (_: unknown, booking: GroundBookingResponse) => (booking.paymentMethod && PAYMENT_METHOD_LABELS[booking.paymentMethod]) || GROUND_TEXTS.paymentMethodNotSpecified,
          },
        ]
      : []),
    {
      title: GROUND_UI_TEXTS.actions,
      key: 'actions',
      render: (_, booking) => <BookingActionsMenu booking={booking} actor={{ canManage, isOwner: booking.userId !== null && booking.userId === currentUserId }} />,
    },
  ];
  return (
    <Table<GroundBookingResponse>
      rowKey="id"
      size="middle"
      loading={loading}
      scroll={{ x: true }}
      dataSource={bookings}
      columns={columns}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: <Empty description={workspace ? GROUND_TEXTS.noWorkspaceBookings : GROUND_TEXTS.noBookingRequests} /> }}
    />
  );
}
