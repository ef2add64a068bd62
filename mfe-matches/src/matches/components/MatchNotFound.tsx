import { MATCH_TEXTS } from '@cricket/contracts';
import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { MATCH_SCREEN_TEXTS } from '../../texts';

/** The 'Match Not Found' state of core §2 with 'Return to Matches' to /my/matches. */
export function MatchNotFound() {
  return (
    <Result
      status="404"
      title={MATCH_TEXTS.notFound}
      subTitle={MATCH_SCREEN_TEXTS.notFoundDescription}
      extra={
        <Link to="/my/matches">
          <Button type="primary">{MATCH_TEXTS.returnToMatches}</Button>
        </Link>
      }
    />
  );
}
