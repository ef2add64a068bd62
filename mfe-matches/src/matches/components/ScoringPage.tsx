import { Button, Card } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../common/Page';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { ScoringRemovedNotice } from './ScoringRemovedNotice';

/** The scoring routes keep the removed-scoring notice until the new scorer arrives (core §1). */
export function ScoringPage() {
  const { id = '' } = useParams();
  return (
    <Page narrow>
      <Card title={MATCH_SCREEN_TEXTS.scoring}>
        <ScoringRemovedNotice />
        <Link to={`/matches/${id}`}>
          <Button style={{ marginTop: 16 }}>{MATCH_SCREEN_TEXTS.backToMatch}</Button>
        </Link>
      </Card>
    </Page>
  );
}
