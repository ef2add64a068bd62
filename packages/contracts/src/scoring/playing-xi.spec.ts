import { fromCricsheet } from './cricsheet';
import { toCricsheet } from './cricsheet-export';
import { parseCricsheetMatch } from './cricsheet-shape';
import { foldMatch } from './fold';
import { SCORING_MESSAGES } from './messages';
import { parsePlayingXI, PLAYING_XI_MESSAGES, teamWithPlayingXI } from './playing-xi';
import { inningsScorecard } from './scorecard';
import { ball, batterIn, bowler, newSetup, out, roster, start } from './test-factories';
import type { MatchSetup, ScoringEvent } from './types';

/**
 * A club match of two squads of eleven (L1–L11, T1–T11), each naming an XI of its first `size`
 * players: six-, seven- or eight-a-side, or a side short of players.
 */
function sides(size: number, more: Partial<MatchSetup> = {}): MatchSetup {
  const xi = (prefix: string) => roster(prefix).slice(0, size).map((player) => player.id);
  const setup = newSetup({ format: 't2', ...more });
  return {
    ...setup,
    teams: {
      team1: { ...setup.teams.team1, playingXI: xi('L'), captain: 'L1', wicketKeeper: 'L2' },
      team2: { ...setup.teams.team2, playingXI: xi('T'), captain: 'T2', wicketKeeper: 'T2' },
    },
  };
}

/** Lions bat first and make 10 off two overs (T1 and T2 bowling). */
const lionsTen: ScoringEvent[] = [start('team1', 'T1'), ...Array.from({ length: 6 }, () => ball(1)), bowler('T2'), ball(4, { boundary: 4 }), ...Array.from({ length: 5 }, () => ball(0))];

describe('the playing XI', () => {
  it('seven-a-side: a chase won without losing a wicket is won by 6 wickets (XI − 1 − wickets lost)', () => {
    const state = foldMatch(sides(7), [...lionsTen, start('team2', 'L1'), ball(6, { boundary: 6 }), ball(4, { boundary: 4 }), ball(1)]);
    expect(state.result?.text).toBe('Tigers won by 6 wickets');
    expect(state.innings[1]).toMatchObject({ allOutWickets: 6, endReason: 'target' });
  });

  it('four-a-side: won by 3 wickets, or by 2 after a wicket; and won by runs', () => {
    const chase = [...lionsTen, start('team2', 'L1')];
    expect(foldMatch(sides(4), [...chase, ball(6, { boundary: 6 }), ball(6, { boundary: 6 })]).result?.text).toBe('Tigers won by 3 wickets');
    expect(foldMatch(sides(4), [...chase, out('bowled'), batterIn('T3'), ball(6, { boundary: 6 }), ball(6, { boundary: 6 })]).result?.text).toBe('Tigers won by 2 wickets');
    const allOut = foldMatch(sides(4), [...chase, ball(1), out('bowled'), batterIn('T3'), out('bowled'), batterIn('T4'), out('bowled')]);
    expect(allOut.result?.text).toBe('Lions won by 9 runs');
  });

  it("all out is one wicket fewer than the XI: six wickets of seven, not ten", () => {
    const wickets: ScoringEvent[] = [start('team1', 'T1')];
    for (let batter = 3; batter <= 7; batter += 1) wickets.push(out('bowled'), batterIn(`L${batter}`));
    wickets.push(out('bowled'));
    const state = foldMatch(sides(7), wickets);
    expect(state.innings[0]).toMatchObject({ wickets: 6, completed: true, endReason: 'all_out' });
    expect(state.next).toBe('innings_start');
  });

  it("last man stands: the XI's last batter bats alone, and all out is as many wickets as the XI", () => {
    const events: ScoringEvent[] = [start('team1', 'T1')];
    for (let batter = 3; batter <= 6; batter += 1) events.push(out('bowled'), batterIn(`L${batter}`));
    const state = foldMatch(sides(6, { rules: { lastManStands: true } }), [...events, out('bowled'), ball(1)]);
    expect(state.current).toMatchObject({ wickets: 5, allOutWickets: 6, nonStriker: null, runs: 1 });
  });

  it('only the XI bat and bowl: the rest of the squad are not playing, other teams’ players not in the team', () => {
    const setup = sides(7);
    expect(() => foldMatch(setup, [{ type: 'innings_start', battingTeam: 'team1', striker: 'L1', nonStriker: 'L8', bowler: 'T1' }])).toThrow(SCORING_MESSAGES.notPlaying('Lion 8'));
    expect(() => foldMatch(setup, [{ type: 'innings_start', battingTeam: 'team1', striker: 'L1', nonStriker: 'L2', bowler: 'T9' }])).toThrow(SCORING_MESSAGES.bowlerNotFielding);
    expect(() => foldMatch(setup, [start('team1', 'T1'), out('bowled'), batterIn('L9')])).toThrow(SCORING_MESSAGES.notPlaying('Lion 9'));
    expect(() => foldMatch(setup, [start('team1', 'T1'), out('bowled'), batterIn('T3')])).toThrow(SCORING_MESSAGES.notInTeam('Tiger 3', 'Lions'));
    expect(() => foldMatch(setup, [start('team1', 'T1'), ...Array.from({ length: 6 }, () => ball(0)), bowler('T8')])).toThrow(SCORING_MESSAGES.bowlerNotFielding);
  });

  it('substitutes come from the rest of the squad; the player replaced takes no further part', () => {
    const setup = sides(7);
    const replaced: ScoringEvent[] = [start('team1', 'T1'), { type: 'substitute', side: 'team1', out: 'L5', in: 'L9', reason: 'concussion' }, out('bowled')];
    expect(foldMatch(setup, [...replaced, batterIn('L9')]).current?.striker).toBe('L9');
    expect(() => foldMatch(setup, [...replaced, batterIn('L5')])).toThrow(SCORING_MESSAGES.notPlaying('Lion 5'));
    expect(() => foldMatch(setup, [start('team1', 'T1'), { type: 'substitute', side: 'team1', out: 'L5', in: 'L6', reason: 'injury' }])).toThrow(
      SCORING_MESSAGES.substituteInEleven('Lion 6'),
    );
    expect(() => foldMatch(setup, [start('team1', 'T1'), { type: 'substitute', side: 'team1', out: 'L8', in: 'L9', reason: 'injury' }])).toThrow(SCORING_MESSAGES.notPlaying('Lion 8'));
  });

  it("the scorecard marks the captain (c) and the wicket-keeper †, and 'did not bat' lists only the XI", () => {
    const state = foldMatch(sides(7), [start('team1', 'T1'), ball(1)]);
    const card = inningsScorecard(state, state.innings[0]);
    expect(card.batting.map((row) => row.name)).toEqual(['Lion 1 (c)', 'Lion 2 †']);
    expect(card.didNotBat).toEqual(['Lion 3', 'Lion 4', 'Lion 5', 'Lion 6', 'Lion 7']);
  });

  it('without a named XI (an imported file) the roster plays and eleven a side count, as before', () => {
    const state = foldMatch(newSetup({ format: 't2' }), [...lionsTen, start('team2', 'L1'), ball(6, { boundary: 6 }), ball(6, { boundary: 6 })]);
    expect(state.result?.text).toBe('Tigers won by 10 wickets');
  });
});

describe('naming the playing XI (the start form and the service)', () => {
  const squad = (size: number) => ({ name: 'Lions', players: roster('L').slice(0, size) });
  const ids = (...numbers: number[]) => numbers.map((n) => `L${n}`);

  it('a squad of fewer than two is refused, naming the team', () => {
    expect(teamWithPlayingXI(squad(1), undefined, 11)).toEqual({ error: PLAYING_XI_MESSAGES.squadTooSmall('Lions') });
    expect(teamWithPlayingXI({ name: 'Lions' }, undefined, 11)).toEqual({ error: 'Lions needs at least 2 players in its squad before scoring can start' });
  });

  it('no XI named: the whole squad plays when it fits the match, else the XI must be named', () => {
    expect(teamWithPlayingXI(squad(7), undefined, 7)).toEqual({ value: { ...squad(7), playingXI: ids(1, 2, 3, 4, 5, 6, 7) } });
    expect(teamWithPlayingXI(squad(9), undefined, 7)).toEqual({ error: PLAYING_XI_MESSAGES.required('Lions', 7) });
  });

  it('an XI of two to the players per side from the squad, each once, its captain and keeper in it', () => {
    expect(teamWithPlayingXI(squad(9), { players: ids(1, 2, 3, 4, 5, 6, 7), captain: 'L1', wicketKeeper: 'L7' }, 7)).toEqual({
      value: { ...squad(9), playingXI: ids(1, 2, 3, 4, 5, 6, 7), captain: 'L1', wicketKeeper: 'L7' },
    });
    expect(teamWithPlayingXI(squad(9), { players: ids(1, 2, 3, 4, 5, 6, 7, 8) }, 7)).toEqual({ error: PLAYING_XI_MESSAGES.size('Lions', 7) });
    expect(teamWithPlayingXI(squad(9), { players: ids(1) }, 7)).toEqual({ error: PLAYING_XI_MESSAGES.size('Lions', 7) });
    expect(teamWithPlayingXI(squad(9), { players: ids(1, 1, 2) }, 7)).toEqual({ error: PLAYING_XI_MESSAGES.notInSquad('Lions') });
    expect(teamWithPlayingXI(squad(9), { players: ['L1', 'T2'] }, 7)).toEqual({ error: PLAYING_XI_MESSAGES.notInSquad('Lions') });
    expect(teamWithPlayingXI(squad(9), { players: ids(1, 2), captain: 'L3' }, 7)).toEqual({ error: PLAYING_XI_MESSAGES.captain('Lions') });
    expect(teamWithPlayingXI(squad(9), { players: ids(1, 2), wicketKeeper: 'L3' }, 7)).toEqual({ error: PLAYING_XI_MESSAGES.wicketKeeper('Lions') });
  });

  it('the request shape: squad ids as numbers or text, optional sides, captain and keeper', () => {
    expect(parsePlayingXI(undefined)).toEqual({ value: {} });
    expect(parsePlayingXI({ team1: { players: [12, '13'], captain: 12 } })).toEqual({ value: { team1: { players: ['12', '13'], captain: '12', wicketKeeper: null } } });
    for (const wrong of [[], { team3: { players: [] } }, { team1: { players: 'all' } }, { team1: { players: [0] } }, { team1: { players: [1], captain: true } }]) {
      expect(parsePlayingXI(wrong)).toEqual({ error: PLAYING_XI_MESSAGES.shape });
    }
  });
});

describe('a seven-a-side match as a Cricsheet file', () => {
  it('lists each XI with the substitutes who came in, keeps the XI size, and reads back to the same result', () => {
    const events: ScoringEvent[] = [
      ...lionsTen,
      start('team2', 'L1'),
      { type: 'substitute', side: 'team2', out: 'T5', in: 'T9', reason: 'concussion' },
      out('bowled'),
      batterIn('T9'),
      ball(6, { boundary: 6 }),
      ball(6, { boundary: 6 }),
    ];
    const original = foldMatch(sides(7), events);
    expect(original.result?.text).toBe('Tigers won by 5 wickets');
    const file = toCricsheet(sides(7), events, { date: '2026-05-01', venue: 'Oval', toss: null, created: '2026-05-02' });
    expect(file.info.players).toEqual({ Lions: roster('L').slice(0, 7).map((one) => one.name), Tigers: [...roster('T').slice(0, 7), roster('T')[8]].map((one) => one.name) });
    expect(file.info.scoring_rules).toEqual({ playersPerSide: 7 });
    const parsed = parseCricsheetMatch(JSON.parse(JSON.stringify(file)));
    if ('error' in parsed) throw new Error(parsed.error);
    expect(fromCricsheet(parsed.value).state.result?.text).toBe('Tigers won by 5 wickets');
  });
});
