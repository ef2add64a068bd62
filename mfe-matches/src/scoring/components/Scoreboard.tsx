import { formatOvers, inningsScorecard, liveInnings, playerName, type InningsState, type MatchState, type PlayerId } from '@cricket/contracts';
import { theme, type GlobalToken } from 'antd';
import { memo, type CSSProperties } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { BallChip } from './BallChip';

const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline' };

/** The balls of the over being bowled. */
function ThisOver({ balls, token }: { balls: readonly string[]; token: GlobalToken }) {
  return (
    <div style={{ ...row, alignItems: 'center', gap: 4 }} data-testid="this-over">
      <span style={{ color: token.colorTextSecondary }}>{TEXTS.thisOver}:</span>
      <ol aria-label={TEXTS.thisOver} style={{ display: 'contents' }}>
        {balls.map((label, index) => (
          <li key={index} style={{ display: 'inline' }}>
            <BallChip label={label} token={token} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function BatterLine({ state, innings, player, onStrike }: { state: MatchState; innings: InningsState; player: PlayerId; onStrike: boolean }) {
  const line = innings.batters.find((batter) => batter.player === player);
  return (
    <span style={{ fontWeight: onStrike ? 600 : undefined }} data-testid={onStrike ? 'striker' : 'non-striker'}>
      {playerName(state, player)}
      {onStrike ? '*' : ''} {line?.runs ?? 0}({line?.balls ?? 0})
    </span>
  );
}

function BowlerLine({ state, innings, player }: { state: MatchState; innings: InningsState; player: PlayerId }) {
  const line = innings.bowlers.find((bowler) => bowler.player === player);
  const overs = formatOvers(line?.legalBalls ?? 0, state.rules.ballsPerOver);
  return (
    <span data-testid="bowler">
      {TEXTS.bowler}: {playerName(state, player)} {overs}-{line?.maidens ?? 0}-{line?.runs ?? 0}-{line?.wickets ?? 0}
    </span>
  );
}

/**
 * The innings being played (or the last one) at a glance: score, overs, rates, the batters and
 * bowler, this over and the free hit; the other innings' scores above it and the result below.
 * Plain markup in the theme's tokens, not antd's Card, Typography and Tag: it redraws on every
 * ball of the scorer's console and every fan's live view, where those components' style hooks
 * took most of a tap's time on a phone.
 */
export const Scoreboard = memo(function Scoreboard({ state }: { state: MatchState }) {
  const { token } = theme.useToken();
  const live = liveInnings(state);
  if (!live) return null;
  const innings = state.innings[live.number - 1];
  const others = state.innings.filter((one) => one !== innings);
  const secondary: CSSProperties = { color: token.colorTextSecondary };
  const card: CSSProperties = {
    padding: `${token.paddingXS}px ${token.paddingSM}px`,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
  };
  const heading: CSSProperties = { margin: 0, color: token.colorTextHeading, fontWeight: token.fontWeightStrong };
  return (
    <section style={card} data-testid="scoreboard">
      {others.map((one) => {
        const scorecard = inningsScorecard(state, one);
        return (
          <div key={one.number} style={secondary}>
            {scorecard.team} {scorecard.score}
          </div>
        );
      })}
      <div style={{ ...row, justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <strong>{state.teams[live.battingTeam].name}</strong>
        {live.freeHit && (
          <span data-testid="free-hit">
            <BallChip label={TEXTS.freeHitBadge} token={token} tone="danger" />
          </span>
        )}
      </div>
      <div style={{ ...row, gap: 8 }}>
        <h2 style={{ ...heading, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2 }} data-testid="score">
          {live.runs}/{live.wickets}
        </h2>
        <span data-testid="overs">
          ({live.overs} {TEXTS.overs})
        </span>
      </div>
      <div style={{ ...row, gap: 12 }}>
        <span data-testid="run-rate">
          {TEXTS.runRate} {live.runRate.toFixed(2)}
        </span>
        {live.target !== null && (
          <span>
            {TEXTS.target} {live.target}
          </span>
        )}
        {live.chase?.requiredRunRate != null && (
          <span data-testid="required-rate">
            {TEXTS.requiredRate} {live.chase.requiredRunRate.toFixed(2)}
          </span>
        )}
        {live.chase && <span style={{ color: token.colorError }}>{TEXTS.need(live.chase.runsNeeded, live.chase.ballsRemaining)}</span>}
      </div>
      {!live.completed && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 2, marginTop: 8 }}>
          <div style={{ ...row, gap: 16 }}>
            {live.striker && <BatterLine state={state} innings={innings} player={live.striker} onStrike />}
            {live.nonStriker && <BatterLine state={state} innings={innings} player={live.nonStriker} onStrike={false} />}
          </div>
          {live.bowler && <BowlerLine state={state} innings={innings} player={live.bowler} />}
        </div>
      )}
      <div style={{ marginTop: 8 }}>
        <ThisOver balls={live.thisOver} token={token} />
      </div>
      {state.result && (
        <h5 style={{ ...heading, marginTop: 8, fontSize: token.fontSizeHeading5, lineHeight: token.lineHeightHeading5 }} data-testid="result">
          {state.result.text}
        </h5>
      )}
    </section>
  );
});
