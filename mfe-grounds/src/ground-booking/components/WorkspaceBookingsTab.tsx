import { PlusOutlined } from '@ant-design/icons';
import { GROUND_TEXTS, type AllWorkspacesBooking, type GroundBookingResponse, type GroundResponse } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import type { UserSummary } from '../api/groundApi';
import { BookingsTable } from './BookingsTable';
import { ManualBookingDialog } from './ManualBookingDialog';
import { RefreshButton } from './RefreshButton';

interface WorkspaceBookingsTabProps {
  canManage: boolean;
  currentUserId: number | null;
  bookings: GroundBookingResponse[];
  loading: boolean;
  users: UserSummary[];
  /** Grounds a manual booking may be made for. */
  manualGrounds: GroundResponse[];
  calendarBookings: AllWorkspacesBooking[];
  onRefresh: () => Promise<unknown>;
}

/** Workspace Ground Bookings of booking §2: the workspace's bookings and Create Manual Booking. */
export function WorkspaceBookingsTab(props: WorkspaceBookingsTabProps) {
  const { canManage, currentUserId, bookings, loading, users, manualGrounds, calendarBookings, onRefresh } = props;
  const [manualOpen, setManualOpen] = useState(false);
  const lookupUserName = (userId: number) => users.find((user) => user.id === userId)?.name;
  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end" gap={8}>
        <PermissionGuard module="grounds" action="edit" mode="disable" showTooltip>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setManualOpen(true)}>
            {GROUND_TEXTS.createManualBooking}
          </Button>
        </PermissionGuard>
        <RefreshButton onRefresh={onRefresh} />
      </Flex>
      <BookingsTable
        variant="workspace"
        bookings={bookings}
        loading={loading}
        canManage={canManage}
        currentUserId={currentUserId}
        lookupUserName={lookupUserName}
      />
      <ManualBookingDialog open={manualOpen} grounds={manualGrounds} bookings={calendarBookings} members={users} onClose={() => setManualOpen(false)} />
    </Flex>
  );
}
