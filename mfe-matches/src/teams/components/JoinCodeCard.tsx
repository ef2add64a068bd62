import { joinTeamPath } from '@cricket/contracts';
import { Card, Typography } from 'antd';
import { TEAM_SCREEN_TEXTS } from '../../texts';

/** The team's join code and its /join-team link, both to copy and share. */
export function JoinCodeCard({ joinCode }: { joinCode: string }) {
  const joinLink = `${window.location.origin}${joinTeamPath(joinCode)}`;
  return (
    <Card title={TEAM_SCREEN_TEXTS.joinCode}>
      <Typography.Title level={3} copyable data-testid="join-code" style={{ marginTop: 0 }}>
        {joinCode}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{TEAM_SCREEN_TEXTS.joinCodeHelp}</Typography.Paragraph>
      <Typography.Text copyable>{joinLink}</Typography.Text>
    </Card>
  );
}
