import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { GROUND_TEXTS, GROUND_UI, type GroundBookingResponse, type GroundResponse } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { GROUND_UI_TEXTS } from '../../texts';
import { BookingsTable } from './BookingsTable';
import { DeleteGroundDialog } from './DeleteGroundDialog';
import { GROUND_GRID_CELL } from '../utils/groundGrid';
import { GroundCard } from './GroundCard';
import { GroundSkeletonGrid } from './GroundSkeletonGrid';
import { GroundFormDialog } from './GroundFormDialog';
import { RefreshButton } from './RefreshButton';

interface ManageGroundsTabProps {
  permissionsLoading: boolean;
  canManage: boolean;
  currentUserId: number | null;
  grounds: GroundResponse[];
  groundsLoading: boolean;
  bookings: GroundBookingResponse[];
  bookingsLoading: boolean;
  onRefresh: () => Promise<unknown>;
}

type GroundForm = { ground: GroundResponse | null } | null;

/** Manage Grounds of booking §2: the workspace's grounds and every booking request for them. */
export function ManageGroundsTab(props: ManageGroundsTabProps) {
  const { permissionsLoading, canManage, currentUserId, grounds, groundsLoading, bookings, bookingsLoading, onRefresh } = props;
  const [groundForm, setGroundForm] = useState<GroundForm>(null);
  const [deleting, setDeleting] = useState<GroundResponse | null>(null);

  if (permissionsLoading) {
    return (
      <Flex justify="center" align="center" gap={8} style={{ padding: 32 }}>
        <Spin />
        <Typography.Text>{GROUND_UI_TEXTS.loadingPermissions}</Typography.Text>
      </Flex>
    );
  }

  const editActions = (ground: GroundResponse) =>
    canManage
      ? [
          <Button key="edit" type="text" icon={<EditOutlined />} aria-label={`${GROUND_UI_TEXTS.editGround} ${ground.name}`} onClick={() => setGroundForm({ ground })} />,
          <Button key="delete" type="text" danger icon={<DeleteOutlined />} aria-label={`${GROUND_UI_TEXTS.deleteGround} ${ground.name}`} onClick={() => setDeleting(ground)} />,
        ]
      : [];

  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end" gap={8}>
        <PermissionGuard module="grounds" action="edit">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setGroundForm({ ground: null })}>
            {GROUND_TEXTS.addNewGround}
          </Button>
        </PermissionGuard>
        <RefreshButton onRefresh={onRefresh} />
      </Flex>
      {groundsLoading ? (
        <GroundSkeletonGrid count={GROUND_UI.skeletons.manageGrounds} />
      ) : grounds.length === 0 ? (
        <Empty description={GROUND_TEXTS.noManagedGrounds} />
      ) : (
        <Row gutter={[16, 16]}>
          {grounds.map((ground) => (
            <Col key={ground.id} {...GROUND_GRID_CELL}>
              <GroundCard ground={ground} actions={editActions(ground)} />
            </Col>
          ))}
        </Row>
      )}
      <Typography.Title level={4}>{GROUND_TEXTS.allBookingRequests}</Typography.Title>
      <BookingsTable variant="requests" bookings={bookings} loading={bookingsLoading} canManage={canManage} currentUserId={currentUserId} />
      <GroundFormDialog open={groundForm !== null} ground={groundForm?.ground ?? null} onClose={() => setGroundForm(null)} />
      <DeleteGroundDialog ground={deleting} onClose={() => setDeleting(null)} />
    </Flex>
  );
}
