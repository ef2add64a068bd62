import type { AttendanceSessionDetail } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Popconfirm } from 'antd';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { useCloseSession } from '../hooks/useAttendanceMutations';

/** Closes an open session, which expires its QR code, after asking. */
export function CloseSessionButton({ session }: { session: AttendanceSessionDetail }) {
  const close = useCloseSession();
  if (session.status === 'closed') return null;
  return (
    <PermissionGuard module="attendance" action="edit" mode="disable" showTooltip>
      <Popconfirm title={ATTENDANCE_UI_TEXTS.closeConfirm} onConfirm={() => close.mutate(session.id)}>
        <Button danger loading={close.isPending}>
          {ATTENDANCE_UI_TEXTS.closeSession}
        </Button>
      </Popconfirm>
    </PermissionGuard>
  );
}
