import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { TEAM_SCREEN_TEXTS } from '../../texts';

export function TeamNotFound() {
  return (
    <Result
      status="404"
      title={TEAM_SCREEN_TEXTS.notFound}
      extra={
        <Link to="/my/teams">
          <Button type="primary">{TEAM_SCREEN_TEXTS.returnToTeams}</Button>
        </Link>
      }
    />
  );
}
