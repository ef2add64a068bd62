import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';

export function TournamentNotFound() {
  return (
    <Result
      status="404"
      title={TOURNAMENT_SCREEN_TEXTS.notFound}
      extra={
        <Link to="/tournaments">
          <Button type="primary">{TOURNAMENT_SCREEN_TEXTS.returnToTournaments}</Button>
        </Link>
      }
    />
  );
}
