import { CAREER_PATHS, type MyPlayersResponse } from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { Link } from '@cricket/shell-sdk/router';

export const MY_PLAYER_PAGES_TEXTS = {
  title: 'My player pages',
  none: "You are in no team's squad yet. Join a team with the code or link its manager shares, and your figures appear here after each match you play.",
  oneCareer: 'Every squad you play for counts in one career.',
  retry: 'Retry',
} as const;

/** Where the signed-in user's own figures are: a link to their player page in each squad they are in; a failed read says so, with a retry. */
export function MyPlayerPages() {
  const mine = useQuery<MyPlayersResponse>({ queryKey: [CAREER_PATHS.myPlayers()] });
  if (mine.isError) {
    return (
      <Card title={MY_PLAYER_PAGES_TEXTS.title}>
        <Alert
          type="error"
          showIcon
          title={mine.error.message}
          action={
            <Button size="small" loading={mine.isFetching} onClick={() => void mine.refetch()}>
              {MY_PLAYER_PAGES_TEXTS.retry}
            </Button>
          }
        />
      </Card>
    );
  }
  if (!mine.data) return null;
  const { squads } = mine.data;
  return (
    <Card title={MY_PLAYER_PAGES_TEXTS.title}>
      {squads.length === 0 ? (
        <Typography.Text type="secondary">{MY_PLAYER_PAGES_TEXTS.none}</Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          <Flex gap={16} wrap>
            {squads.map((squad) => (
              <Link key={squad.playerId} to={`/players/${squad.playerId}`}>
                {squad.teamName}
              </Link>
            ))}
          </Flex>
          {squads.length > 1 && <Typography.Text type="secondary">{MY_PLAYER_PAGES_TEXTS.oneCareer}</Typography.Text>}
        </Flex>
      )}
    </Card>
  );
}
