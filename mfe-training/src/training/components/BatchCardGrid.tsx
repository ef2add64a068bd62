import type { TrainingBatchResponse } from '@cricket/contracts';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { BatchCard } from './BatchCard';

export interface BatchCardGridProps {
  batches: TrainingBatchResponse[];
  /** Each card's buttons. */
  actionsFor: (batch: TrainingBatchResponse) => ReactNode;
}

/** Batches as cards, three to a row on wide screens. */
export function BatchCardGrid({ batches, actionsFor }: BatchCardGridProps) {
  return (
    <Row gutter={[16, 16]}>
      {batches.map((batch) => (
        <Col key={batch.id} xs={24} md={12} lg={8}>
          <BatchCard batch={batch} actions={actionsFor(batch)} />
        </Col>
      ))}
    </Row>
  );
}
