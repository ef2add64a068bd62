import { formatOvers, inningsScorecard, liveInnings, playerName, type InningsState, type MatchState, type PlayerId } from '@cricket/contracts';
import { Card, Flex, Tag, Typography } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { BallChip } from './BallChip';

/** The balls of the over being bowled. */
function ThisOver({ balls }: { balls: readonly string[] }) {
  return (
    <Flex align="center" wrap gap={4} data-testid="this-over">
      <Typography.Text type="secondary">{TEXTS.thisOver}:</Typography.Text>
      {balls.map((label, index) => (
        <BallChip key={index} label={label} />
      ))}
    </Flex>
  );
}

function BatterLine({ state, innings, player, onStrike }: { state: MatchState; innings: InningsState; player: PlayerId; onStrike: boolean }) {
  const line = innings.batters.find((batter) => batter.player === player);
  return (
    <Typography.Text strong={onStrike} data-testid={onStrike ? 'striker' : 'non-striker'}>
      {playerName(state, player)}
      {onStrike ? '*' : ''} {line?.runs ?? 0}({line?.balls ?? 0})
    </Typography.Text>
  );
}

function BowlerLine({ state, innings, player }: { state: MatchState; innings: InningsState; player: PlayerId }) {
  const line = innings.bowlers.find((bowler) => bowler.player === player);
  const overs = formatOvers(line?.legalBalls ?? 0, state.rules.ballsPerOver);
  return (
    <Typography.Text data-testid="bowler">
      {TEXTS.bowler}: {playerName(state, player)} {overs}-{line?.maidens ?? 0}-{line?.runs ?? 0}-{line?.wickets ?? 0}
    </Typography.Text>
  );
}

/**
 * The innings being played (or the last one) at a glance: score, overs, rates, the batters and
 * bowler, this over and the free hit; the other innings' scores above it and the result below.
 */
export function Scoreboard({ state }: { state: MatchState }) {
  const live = liveInnings(state);
  if (!live) return null;
  const innings = state.innings[live.number - 1];
  const others = state.innings.filter((one) => one !== innings);
  return (
    <Card size="small" data-testid="scoreboard">
      {others.map((one) => {
        const card = inningsScorecard(state, one);
        return (
          <div key={one.number}>
            <Typography.Text type="secondary">
              {card.team} {card.score}
            </Typography.Text>
          </div>
        );
      })}
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{state.teams[live.battingTeam].name}</Typography.Text>
        {live.freeHit && (
          <Tag color="red" data-testid="free-hit">
            {TEXTS.freeHitBadge}
          </Tag>
        )}
      </Flex>
      <Flex align="baseline" gap={8} wrap>
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="score">
          {live.runs}/{live.wickets}
        </Typography.Title>
        <Typography.Text data-testid="overs">
          ({live.overs} {TEXTS.overs})
        </Typography.Text>
      </Flex>
      <Flex gap={12} wrap>
        <Typography.Text data-testid="run-rate">
          {TEXTS.runRate} {live.runRate.toFixed(2)}
        </Typography.Text>
        {live.target !== null && (
          <Typography.Text>
            {TEXTS.target} {live.target}
          </Typography.Text>
        )}
        {live.chase?.requiredRunRate != null && (
          <Typography.Text data-testid="required-rate">
            {TEXTS.requiredRate} {live.chase.requiredRunRate.toFixed(2)}
          </Typography.Text>
        )}
        {live.chase && <Typography.Text type="danger">{TEXTS.need(live.chase.runsNeeded, live.chase.ballsRemaining)}</Typography.Text>}
      </Flex>
      {!live.completed && (
        <Flex vertical gap={2} style={{ marginTop: 8 }}>
          <Flex gap={16} wrap>
            {live.striker && <BatterLine state={state} innings={innings} player={live.striker} onStrike />}
            {live.nonStriker && <BatterLine state={state} innings={innings} player={live.nonStriker} onStrike={false} />}
          </Flex>
          {live.bowler && <BowlerLine state={state} innings={innings} player={live.bowler} />}
        </Flex>
      )}
      <div style={{ marginTop: 8 }}>
        <ThisOver balls={live.thisOver} />
      </div>
      {state.result && (
        <Typography.Title level={5} style={{ marginBottom: 0 }} data-testid="result">
          {state.result.text}
        </Typography.Title>
      )}
    </Card>
  );
}
