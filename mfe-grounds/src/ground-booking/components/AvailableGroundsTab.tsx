import { GROUND_TEXTS, GROUND_UI, type GroundResponse } from '@cricket/contracts';
import { Button, Col, Empty, Flex, Row } from 'antd';
import { GROUND_GRID_CELL } from '../utils/groundGrid';
import { GroundCard } from './GroundCard';
import { GroundSkeletonGrid } from './GroundSkeletonGrid';
import { RefreshButton } from './RefreshButton';

interface AvailableGroundsTabProps {
  grounds: GroundResponse[];
  loading: boolean;
  onRefresh: () => Promise<unknown>;
  onBook: (ground: GroundResponse) => void;
}

/** Available Grounds of booking §2: a card grid with Book Now. */
export function AvailableGroundsTab({ grounds, loading, onRefresh, onBook }: AvailableGroundsTabProps) {
  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <RefreshButton onRefresh={onRefresh} />
      </Flex>
      {loading ? (
        <GroundSkeletonGrid count={GROUND_UI.skeletons.availableGrounds} />
      ) : grounds.length === 0 ? (
        <Empty description={GROUND_TEXTS.noGrounds} />
      ) : (
        <Row gutter={[16, 16]}>
          {grounds.map((ground) => (
            <Col key={ground.id} {...GROUND_GRID_CELL}>
              <GroundCard
                ground={ground}
                actions={[
                  <Button key="book" type="primary" onClick={() => onBook(ground)}>
                    {GROUND_TEXTS.bookNow}
                  </Button>,
                ]}
              />
            </Col>
          ))}
        </Row>
      )}
    </Flex>
  );
}
