import { readCricsheet as load } from './cricsheet-corpus';
import { fromCricsheet, type CricsheetMatch } from './cricsheet';
import { toCricsheet, type CricsheetDetails } from './cricsheet-export';
import { parseCricsheetMatch } from './cricsheet-shape';
import { foldMatch } from './fold';
import { replaceEvent } from './history';
import { matchScorecard } from './scorecard';
import { ball, balls, batterIn, bowler, four, newSetup, noBall, out, overs, six, start, wide } from './test-factories';
import type { MatchSetup, MatchState, ScoringEvent } from './types';

// Data from Cricsheet (cricsheet.org), Open Data Commons Attribution License.
const FILES = ['ipl_335982.json', 'ipl_1082625.json', 'ipl_335988.json', 'ipl_1082628.json', 'odi_1126729.json'];
const DETAILS: CricsheetDetails = { date: '2026-05-01', venue: 'Eden Gardens', toss: { winner: 'team2', decision: 'bowl' }, created: '2026-05-02' };

/** What a reader of the scorecard sees, by name (ids differ between the two sides of a round trip). */
function card(state: MatchState) {
  const { innings, result } = matchScorecard(state);
  return {
    result,
    innings: innings.map((one) => ({
      team: one.team,
      score: one.score,
      extras: one.extras,
      batting: one.batting.map((row) => [row.name, row.howOut, row.runs, row.balls, row.fours, row.sixes]),
      bowling: one.bowling.map((row) => [row.name, row.overs, row.runs, row.wickets, row.wides, row.noBalls]),
      fallOfWickets: one.fallOfWickets.map((fall) => fall.text),
    })),
  };
}

/** Export, through JSON text as a download would go, and read back. */
function roundTrip(setup: MatchSetup, events: ScoringEvent[]) {
  const file = JSON.parse(JSON.stringify(toCricsheet(setup, events, DETAILS)));
  const parsed = parseCricsheetMatch(file);
  if ('error' in parsed) throw new Error(parsed.error);
  return { file: parsed.value, state: fromCricsheet(parsed.value).state };
}

describe('toCricsheet: a scored match as Cricsheet JSON that reads back to the same match', () => {
  it.each(FILES)('%s: exported and imported again gives the same scorecard and result', (name) => {
    const { setup, events, state } = fromCricsheet(load(name));
    const again = roundTrip(setup, events);
    expect(card(again.state)).toEqual(card(state));
    expect(again.state.result).toEqual(state.result);
    // Every innings' deliveries add up to its runs, as Cricsheet's own files do.
    again.file.innings.forEach((innings, index) => {
      const total = (innings.overs ?? []).flatMap((over) => over.deliveries).reduce((sum, one) => sum + one.runs.total, 0);
      expect(total).toBe(state.innings[index].runs);
    });
  });

  it('writes meta, info, players, outcome, overs, targets, extras, wickets and fielders as Cricsheet does', () => {
    const original = load('ipl_335982.json');
    const { setup, events } = fromCricsheet(original);
    const file = toCricsheet(setup, events, DETAILS);
    expect(file.meta).toEqual({ data_version: '1.0.0', created: '2026-05-02', revision: 1 });
    expect(file.info).toEqual({
      balls_per_over: 6,
      dates: ['2026-05-01'],
      match_type: 'T20',
      overs: 20,
      outcome: { winner: 'Kolkata Knight Riders', by: { runs: 140 } },
      players: original.info.players,
      teams: ['Royal Challengers Bangalore', 'Kolkata Knight Riders'],
      toss: { winner: 'Kolkata Knight Riders', decision: 'field' },
      venue: 'Eden Gardens',
    });
    expect(file.innings.map((innings) => [innings.team, innings.target, innings.overs?.length])).toEqual([
      ['Kolkata Knight Riders', undefined, 20],
      ['Royal Challengers Bangalore', { runs: 223, overs: 20 }, 16],
    ]);
    // The overs are Cricsheet's own, ball for ball (extras, wickets, fielders); only the optional fields it leaves out differ.
    const strip = (innings: CricsheetMatch['innings'][number]) => innings.overs!.map((over) => ({ over: over.over, deliveries: over.deliveries.map(({ batter, bowler, non_striker, runs, extras, wickets }) => ({ batter, bowler, non_striker, runs: { batter: runs.batter, extras: runs.extras, total: runs.total }, extras, wickets })) }));
    expect(file.innings.map(strip)).toEqual(original.innings.map(strip));
  });

  it('a super over decision, a retirement and penalty runs are written where Cricsheet puts them', () => {
    const tie = fromCricsheet(load('ipl_1082625.json'));
    const tieFile = toCricsheet(tie.setup, tie.events, DETAILS);
    expect(tieFile.info.outcome).toEqual({ result: 'tie', eliminator: 'Mumbai Indians' });
    expect(tieFile.innings.map((innings) => innings.super_over ?? false)).toEqual([false, false, true, true]);

    const retired = fromCricsheet(load('ipl_1082628.json'));
    const balls = toCricsheet(retired.setup, retired.events, DETAILS).innings[1].overs!.flatMap((over) => over.deliveries);
    expect(balls.filter((one) => one.wickets?.some((wicket) => wicket.kind === 'retired hurt'))).toEqual([
      expect.objectContaining({ batter: 'KH Pandya', wickets: [{ kind: 'retired hurt', player_out: 'KH Pandya' }] }),
    ]);

    const penalty = fromCricsheet(load('ipl_335988.json'));
    const penaltyBalls = toCricsheet(penalty.setup, penalty.events, DETAILS).innings[1].overs!.flatMap((over) => over.deliveries);
    expect(penaltyBalls.filter((one) => one.extras?.penalty)).toEqual([expect.objectContaining({ batter: 'V Sehwag', extras: { penalty: 5 }, runs: { batter: 0, extras: 5, total: 5 } })]);
  });

  it('a match scored here: settings, penalties, retirements, timed out, run fours and shared names survive the round trip', () => {
    const lions = newSetup().teams.team1.players!;
    const setup = newSetup({
      format: 't2',
      // Two players called Lion 1: the file tells them apart by id.
      teams: { team1: { name: 'Lions', players: [...lions.slice(0, 10), { id: 'L11', name: 'Lion 1' }] }, team2: newSetup().teams.team2 },
      rules: { freeHit: false, maxOversPerBowler: null },
    });
    const events: ScoringEvent[] = [
      start('team1', 'T11'),
      noBall(),
      out('bowled'),
      batterIn('L11'),
      ball(4),
      { type: 'penalty', to: 'batting' },
      wide(4, { boundary: 4 }),
      { type: 'retire', batter: 'L11', kind: 'retired_hurt' },
      { type: 'timed_out', batter: 'L3' },
      batterIn('L4'),
      ball(1, { runsKind: 'leg_bye' }),
      // Five runs to the Tigers, who have not batted yet: they start their innings with them.
      ball(2, { penalty: { to: 'fielding' } }),
      four(),
      ball(0),
      bowler('T10'),
      ...balls(6, 1),
      start('team2', 'L11'),
      ...balls(6),
      bowler('L10'),
      out('caught', { fielders: ['L11'] }),
      batterIn('T3'),
      ...balls(5),
    ];
    const state = foldMatch(setup, events);
    expect(state.result?.text).toBe(`Lions won by ${state.innings[0].runs - 5} runs`);
    const again = roundTrip(setup, events);
    expect(again.file.info.scoring_rules).toEqual({ freeHit: false, maxOversPerBowler: null });
    expect(again.file.info.players!.Lions.filter((name) => name.startsWith('Lion 1 '))).toEqual(['Lion 1 (L1)', 'Lion 1 (L11)']);
    expect(again.file.innings.map((innings) => innings.penalty_runs)).toEqual([undefined, { pre: 5 }]);
    const plain = (text: unknown) => JSON.parse(JSON.stringify(text).replace(/Lion 1 \(L11?\)/g, 'Lion 1'));
    expect(plain(card(again.state))).toEqual(card(state));
    expect(again.state.innings.map((innings) => [innings.runs, innings.wickets, innings.extras.penalty])).toEqual(state.innings.map((innings) => [innings.runs, innings.wickets, innings.extras.penalty]));
  });

  it("the console's calls survive the round trip: fives and sevens, overthrows, a bowler replaced mid-over, a run out at the striker's end, a corrected ball", () => {
    const setup = newSetup({ format: 't2' });
    const events: ScoringEvent[] = [
      start('team1', 'T11'),
      ball(5, { comment: 'Misfield' }),
      // Overthrows: two run and four more, then one run and four more; neither is a boundary hit.
      ball(6, { boundary: 4 }),
      ball(5, { boundary: 4 }),
      bowler('T9'),
      ball(7),
      out('run_out', { batter: 'L1', fielders: ['T4'], end: 'striker' }, { runs: 1 }),
      batterIn('L3'),
      noBall(6, { boundary: 4 }),
      ball(1),
      bowler('T10'),
      ...balls(6, 1),
      start('team2', 'L11'),
      ...balls(6, 2),
      bowler('L10'),
      ...Array.from({ length: 4 }, six),
      ball(1),
    ];
    const corrected = replaceEvent(setup, events, 1, ball(3));
    const { state } = corrected;
    expect(state.result?.text).toBe('Tigers won by 10 wickets');
    const again = roundTrip(setup, corrected.events);
    expect(card(again.state)).toEqual(card(state));
    expect(again.state.result).toEqual(state.result);
    expect(again.state.innings[0].overs[0].bowlers).toEqual(['Tiger 11', 'Tiger 9']);
    expect(card(again.state).innings[0].batting.map(([name, , runs, balls, fours, sixes]) => [name, runs, balls, fours, sixes])).toEqual([
      ['Lion 1', 3 + 7, 2, 0, 0],
      ['Lion 2', 6 + 5 + 1 + 3, 6, 0, 0],
      ['Lion 3', 6 + 1 + 3, 5, 0, 0],
    ]);
  });

  it('results the score cannot give: conceded, drawn, abandoned; a tie without a super over stays a tie', () => {
    const setup = newSetup({ format: 't2' });
    const begun = [start(), ball(1)];
    for (const [result, outcome, text] of [
      [{ type: 'result', outcome: 'conceded', winner: 'team2' }, { winner: 'Tigers', method: 'Awarded' }, 'Tigers won (Lions conceded)'],
      [{ type: 'result', outcome: 'drawn' }, { result: 'draw' }, 'Match drawn'],
      [{ type: 'result', outcome: 'no_result' }, { result: 'no result' }, 'No result'],
    ] as const) {
      const again = roundTrip(setup, [...begun, result]);
      expect([again.file.info.outcome, again.state.result?.text]).toEqual([outcome, text]);
    }
    const tied = newSetup({ format: 't1', rules: { superOverOnTie: false } });
    const tie = roundTrip(tied, [start('team1', 'T11'), ...overs(1, 1), start('team2', 'L11'), ...overs(1, 1, ['L11', 'L10'])]);
    expect([tie.file.info.outcome, tie.state.result?.text]).toEqual([{ result: 'tie' }, 'Match tied']);
    const file = { ...tie.file, info: { ...tie.file.info, scoring_rules: undefined } };
    expect(fromCricsheet(file).state.result?.text).toBe('Match tied');
  });
});

describe('parseCricsheetMatch: what is wrong with a file, by path', () => {
  const valid = load('ipl_335982.json');
  const withInnings = (change: (innings: Record<string, unknown>) => void) => {
    const copy = JSON.parse(JSON.stringify(valid));
    change(copy.innings[1]);
    return copy;
  };

  it.each([
    [[], 'the file must be a JSON object with info and innings'],
    [{ innings: [] }, 'info is missing'],
    [{ info: { teams: ['India'] }, innings: [] }, 'info.teams must name two different teams'],
    [{ info: { teams: ['India', 'india'] }, innings: [] }, 'info.teams must name two different teams'],
    [{ info: { teams: ['A', 'B'], balls_per_over: 0 }, innings: [] }, 'info.balls_per_over must be a whole number from 1 to 10'],
    [{ info: { teams: ['A', 'B'], scoring_rules: { wideRuns: 2 } }, innings: [] }, 'info.scoring_rules: Match settings may only set ballsPerOver, playersPerSide, lastManStands, freeHit, maxOversPerBowler, superOverOnTie'],
    [{ info: { teams: ['A', 'B'] } }, 'innings must be a list'],
    [{ info: { teams: ['A', 'B'] }, innings: [{ team: 'C' }] }, 'innings[0].team must be one of info.teams'],
    [withInnings((innings) => ((innings.overs as { deliveries: unknown[] }[])[3].deliveries[2] = { batter: 'X', bowler: 'Y' })), 'innings[1].overs[3].deliveries[2].non_striker must name a player'],
    [withInnings((innings) => ((innings.overs as { deliveries: { runs: unknown }[] }[])[0].deliveries[0].runs = { batter: -1, extras: 0, total: 0 })), "innings[1].overs[0].deliveries[0].runs must give the batter's, extra and total runs"],
    [withInnings((innings) => ((innings.overs as { deliveries: { extras: unknown }[] }[])[0].deliveries[1].extras = { wides: 'one' })), 'innings[1].overs[0].deliveries[1].extras.wides must be a whole number from 0'],
    [withInnings((innings) => ((innings.overs as { deliveries: { wickets: unknown }[] }[])[0].deliveries[1].wickets = [{ kind: 'bowled' }])), 'innings[1].overs[0].deliveries[1].wickets[0] must give a kind and the player out'],
  ])('%#: %s', (value, problem) => {
    expect(parseCricsheetMatch(value)).toEqual({ error: `Not a Cricsheet match file: ${problem}` });
  });

  it('accepts a real file as it is', () => {
    expect(parseCricsheetMatch(valid)).toEqual({ value: valid });
  });
});
