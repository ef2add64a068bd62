import { Card, Col, Row } from 'antd';
import { GROUND_GRID_CELL } from '../utils/groundGrid';

/** Placeholder cards while grounds load (booking §9: 6 in Available Grounds, 3 in Manage Grounds). */
export function GroundSkeletonGrid({ count }: { count: number }) {
  return (
    <Row gutter={[16, 16]}>
      {Array.from({ length: count }, (_, index) => (
        <Col key={index} {...GROUND_GRID_CELL}>
          <Card data-testid="ground-skeleton" loading />
        </Col>
      ))}
    </Row>
  );
}
