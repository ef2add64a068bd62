import { Badge, Button, Col, Empty, Row } from 'antd';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../common/PageLayout';
import { QueryView } from '../../common/QueryView';
import { SignedInArea } from '../../common/SignedInArea';
import { ENROLLMENT_UI_TEXTS, TRAINING_UI_TEXTS } from '../../texts';
import { BatchCard } from '../components/BatchCard';
import { CreateBatchButton } from '../components/CreateBatchButton';
import { useMyBatches } from '../hooks/useTrainingQueries';
import { useTrainingNav } from '../hooks/useTrainingNav';

/** /training-batches/mine: the batches the signed-in coach runs, with their pending requests. */
export function MyBatchesPage() {
  return (
    <PageLayout title={TRAINING_UI_TEXTS.mineTitle} subtitle={TRAINING_UI_TEXTS.mineSubtitle} links={useTrainingNav()} extra={<CreateBatchButton />}>
      <SignedInArea>
        <MyBatchGrid />
      </SignedInArea>
    </PageLayout>
  );
}

function MyBatchGrid() {
  const query = useMyBatches();
  return (
    <QueryView query={query} isEmpty={(batches) => batches.length === 0} empty={<Empty description={TRAINING_UI_TEXTS.noMyBatches} />}>
      {(batches) => (
        <Row gutter={[16, 16]}>
          {batches.map((batch) => (
            <Col key={batch.id} xs={24} md={12} lg={8}>
              <BatchCard
                batch={batch}
                actions={
                  <>
                    <Link to={`/training-batches/${batch.id}`}>
                      <Button>{TRAINING_UI_TEXTS.viewDetails}</Button>
                    </Link>
                    <Link to="/coach-enrollments">
                      <Badge count={batch.pendingCount}>
                        <Button>{ENROLLMENT_UI_TEXTS.pending}</Button>
                      </Badge>
                    </Link>
                  </>
                }
              />
            </Col>
          ))}
        </Row>
      )}
    </QueryView>
  );
}
