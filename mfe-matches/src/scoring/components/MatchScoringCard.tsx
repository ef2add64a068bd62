import { PERMISSION_DENIED_TOOLTIP, type MatchResponse } from '@cricket/contracts';
import { useAuth, useCan } from '@cricket/shell-sdk';
import { Button, Card, Flex, Typography } from 'antd';
import { LinkButton } from '../../common/components/LinkButton';
import { MATCH_SCREEN_TEXTS, SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { useScoringView } from '../hooks/useScoringView';
import { liveHeadline } from '../utils/headline';
import { Scoreboard } from './Scoreboard';

/**
 * The match page's Cricket Scoring card: the live score (or that scoring has not started),
 * 'Watch live' for everyone and 'Score Match' for those who may edit this workspace's matches
 * (shown disabled to other signed-in users, not at all to a fan without an account).
 */
export function MatchScoringCard({ match, published, ownMatch }: { match: MatchResponse; published: boolean; ownMatch: boolean }) {
  const view = useScoringView(match.id, published);
  const state = view.data?.state ?? null;
  // Another workspace's match is read-only here even with edit permission in one's own.
  const canScore = useCan('matches', 'edit') && ownMatch;
  const { isAuthenticated } = useAuth();
  return (
    <Card title={MATCH_SCREEN_TEXTS.scoring}>
      <Flex vertical gap={12}>
        {state ? (
          <>
            <Typography.Text strong data-testid="scoring-headline">
              {liveHeadline(state)}
            </Typography.Text>
            <Scoreboard state={state} />
          </>
        ) : (
          <Typography.Text type="secondary" data-testid="scoring-headline">
            {view.isLoading ? null : TEXTS.notStarted}
          </Typography.Text>
        )}
        <Flex gap={8} wrap>
          <LinkButton to={`/matches/${match.id}/score`}>{TEXTS.watchLive}</LinkButton>
          {canScore ? (
            <LinkButton to={`/my/matches/${match.id}/score`} type="primary">
              {MATCH_SCREEN_TEXTS.scoreMatch}
            </LinkButton>
          ) : (
            // A fan without an account reads the match; there is nothing for them to be refused.
            isAuthenticated && (
              <Button type="primary" disabled title={PERMISSION_DENIED_TOOLTIP}>
                {MATCH_SCREEN_TEXTS.scoreMatch}
              </Button>
            )
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
