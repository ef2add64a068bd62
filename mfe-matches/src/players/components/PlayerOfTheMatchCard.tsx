import { CAREER_PATHS, type MatchResponse, type PlayerOfTheMatchBody, type PlayerOfTheMatchResponse } from '@cricket/contracts';
import { apiRequest, PermissionGuard, useAreaMutation } from '@cricket/shell-sdk';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link } from '@cricket/shell-sdk/router';
import { PLAYER_SCREEN_TEXTS as TEXTS } from '../texts';

const pathOf = (matchId: number, published: boolean) => (published ? CAREER_PATHS.publicPlayerOfTheMatch(matchId) : CAREER_PATHS.playerOfTheMatch(matchId));

/** A scorer names another player than the formula's: any player of the ranking. */
function ChangePlayer({ matchId, answer }: { matchId: number; answer: PlayerOfTheMatchResponse }) {
  const [chosen, choose] = useState<number | undefined>(undefined);
  const save = useAreaMutation(
    (body: PlayerOfTheMatchBody) => apiRequest<PlayerOfTheMatchResponse>('PUT', CAREER_PATHS.playerOfTheMatch(matchId), body),
    { success: (_, saved) => [TEXTS.playerOfTheMatchSaved, saved.playerOfTheMatch?.name], failure: TEXTS.playerOfTheMatchFailed },
    (key) => typeof key[0] === 'string' && key[0].endsWith(`/${matchId}/player-of-the-match`),
  );
  return (
    <Flex gap={8} wrap style={{ marginTop: 12 }}>
      <Select<number>
        aria-label={TEXTS.choosePlayerOfTheMatch}
        placeholder={TEXTS.choosePlayerOfTheMatch}
        value={chosen}
        onChange={choose}
        style={{ minWidth: 220 }}
        options={answer.ranking.map((one) => ({ value: Number(one.player), label: `${one.name} (${one.total} pts)` }))}
      />
      <Button disabled={chosen === undefined} loading={save.isPending} onClick={() => chosen !== undefined && save.mutate({ playerId: chosen })}>
        {TEXTS.savePlayerOfTheMatch}
      </Button>
    </Flex>
  );
}

/**
 * A completed match's player of the match: the formula's suggestion or the scorer's choice, with
 * the points that made it; a scorer of the match may name another.
 */
export function PlayerOfTheMatchCard({ match, published, ownMatch }: { match: MatchResponse; published: boolean; ownMatch: boolean }) {
  const answer = useQuery<PlayerOfTheMatchResponse>({ queryKey: [pathOf(match.id, published)], enabled: match.status === 'completed' });
  const named = answer.data?.playerOfTheMatch;
  if (!named) return null;
  return (
    <Card title={TEXTS.playerOfTheMatch} data-testid="player-of-the-match">
      <Typography.Title level={4} style={{ margin: 0 }}>
        <Link to={`/players/${named.playerId}`}>{named.name}</Link>
      </Typography.Title>
      <Typography.Text type="secondary">
        {TEXTS.pointsBreakdown(named)} · {answer.data!.chosenBy?.kind === 'scorer' ? TEXTS.chosenByScorer : TEXTS.suggestedByFormula}
      </Typography.Text>
      {ownMatch && !published && (
        <PermissionGuard module="matches" action="edit">
          <ChangePlayer matchId={match.id} answer={answer.data!} />
        </PermissionGuard>
      )}
    </Card>
  );
}
