import { MATCH_TEXTS } from '@cricket/contracts';
import { Alert } from 'antd';
import { MATCH_SCREEN_TEXTS } from '../../texts';

/** Live scoring is removed for now (core §1); the scoring routes and the detail card say so. */
export function ScoringRemovedNotice() {
  return <Alert type="info" showIcon title={MATCH_TEXTS.scoringRemoved} description={MATCH_SCREEN_TEXTS.scoringComingSoon} />;
}
