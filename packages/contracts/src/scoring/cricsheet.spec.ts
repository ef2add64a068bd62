import { readCricsheet as load } from './cricsheet-corpus';
import { fromCricsheet } from './cricsheet';
import { foldMatch } from './fold';
import { netRunRateFigures } from './live';
import { inningsScorecard } from './scorecard';

// Data from Cricsheet (cricsheet.org), Open Data Commons Attribution License.
const FILES = ['ipl_335982.json', 'ipl_1082625.json', 'ipl_335988.json', 'ipl_1082628.json', 'odi_1126729.json'];

function replay(file: string) {
  const { setup, events } = fromCricsheet(load(file));
  const state = foldMatch(setup, events);
  return { state, cards: state.innings.map((innings) => inningsScorecard(state, innings)) };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('real matches from Cricsheet replay to their published scores and results', () => {
  it.each([
    ['ipl_335982.json', ['222/3 (20 ov)', '82 (15.1 ov)'], 'Kolkata Knight Riders won by 140 runs'],
    ['ipl_1082625.json', ['153/9 (20 ov)', '153 (20 ov)', '11/2 (0.5 ov)', '6/0 (1 ov)'], 'Match tied (Mumbai Indians won the super over)'],
    ['ipl_335988.json', ['142/8 (20 ov)', '143/1 (13 ov)'], 'Delhi Daredevils won by 9 wickets'],
    ['ipl_1082628.json', ['162/8 (20 ov)', '165/5 (19.5 ov)'], 'Mumbai Indians won by 5 wickets'],
    ['odi_1126729.json', ['219 (47.4 ov)', '224/6 (44.4 ov)'], 'New Zealand won by 4 wickets'],
  ])('%s', (file, scores, result) => {
    const { state, cards } = replay(file);
    expect(cards.map((card) => card.score)).toEqual(scores);
    expect(state.result?.text).toBe(result);
    expect(state.completed).toBe(true);
  });

  it.each(FILES)('%s: every innings agrees with the raw deliveries and with itself', (file) => {
    const raw = load(file);
    const { cards } = replay(file);
    raw.innings.forEach((innings, index) => {
      const deliveries = (innings.overs ?? []).flatMap((over) => over.deliveries);
      const card = cards[index];
      expect(card.runs).toBe(sum(deliveries.map((ball) => ball.runs.total)));
      expect(card.legalBalls).toBe(deliveries.filter((ball) => !ball.extras?.wides && !ball.extras?.noballs).length);
      const teamWickets = deliveries.flatMap((ball) => ball.wickets ?? []).filter((wicket) => !['retired hurt', 'retired not out'].includes(wicket.kind));
      expect(card.wickets).toBe(teamWickets.length);
      expect(card.superOver).toBe(innings.super_over === true);
      // The card adds up: batters + extras, bowlers + byes + leg-byes + penalties, overs, partnerships.
      expect(sum(card.batting.map((row) => row.runs)) + card.extras.total).toBe(card.runs);
      expect(sum(card.bowling.map((row) => row.runs)) + card.extras.byes + card.extras.legByes + card.extras.penalty).toBe(card.runs);
      expect(sum(card.bowling.map((row) => row.legalBalls))).toBe(card.legalBalls);
      expect(sum(card.bowling.map((row) => row.wickets))).toBe(teamWickets.filter((wicket) => !['run out', 'obstructing the field', 'retired out'].includes(wicket.kind)).length);
      expect(sum(card.overSummaries.map((over) => over.runs))).toBe(card.runs);
      expect(sum(card.partnerships.map((partnership) => partnership.runs))).toBe(card.runs);
      expect(card.fallOfWickets.map((fall) => fall.wicket)).toEqual(teamWickets.map((_, n) => n + 1));
    });
  });

  it('KKR v RCB 2008: McCullum’s 158 not out and the bowling figures', () => {
    const { cards } = replay('ipl_335982.json');
    const [kkr, rcb] = cards;
    expect(kkr.batting.map((row) => [row.name, row.howOut, row.runs, row.balls, row.fours, row.sixes])).toEqual([
      ['SC Ganguly', 'c JH Kallis b Z Khan', 10, 12, 2, 0],
      ['BB McCullum', 'not out', 158, 73, 10, 13],
      ['RT Ponting', 'c P Kumar b JH Kallis', 20, 20, 1, 1],
      ['DJ Hussey', 'c CL White b AA Noffke', 12, 12, 1, 0],
      ['Mohammad Hafeez', 'not out', 5, 3, 1, 0],
    ]);
    expect(kkr.batting[1].strikeRate).toBe(216.44);
    expect(kkr.extras).toEqual({ byes: 4, legByes: 4, wides: 9, noBalls: 0, penalty: 0, total: 17 });
    expect(kkr.bowling.map((row) => [row.name, row.overs, row.maidens, row.runs, row.wickets, row.economy])).toEqual([
      ['P Kumar', '4', 0, 38, 0, 9.5],
      ['Z Khan', '4', 0, 38, 1, 9.5],
      ['AA Noffke', '4', 0, 40, 1, 10],
      ['JH Kallis', '4', 0, 48, 1, 12],
      ['SB Joshi', '3', 0, 26, 0, 8.67],
      ['CL White', '1', 0, 24, 0, 24],
    ]);
    expect(kkr.fallOfWickets.map((fall) => fall.text)).toEqual(['1-61 (SC Ganguly, 5.2 ov)', '2-112 (RT Ponting, 12.1 ov)', '3-172 (DJ Hussey, 17.1 ov)']);
    expect(rcb.fallOfWickets.map((fall) => `${fall.wicket}-${fall.runs}`)).toEqual(['1-4', '2-9', '3-24', '4-24', '5-38', '6-38', '7-43', '8-57', '9-70', '10-82']);
    expect(rcb.batting.find((row) => row.name === 'AA Noffke')!.howOut).toBe('run out (AB Agarkar/WP Saha)');
    expect(rcb.extras.total).toBe(19);
  });

  it('the penalty runs and the retired hurt batter', () => {
    const penalty = replay('ipl_335988.json').cards[1];
    expect(penalty.extras.penalty).toBe(5);
    const chase = replay('ipl_1082628.json').cards[1];
    expect(chase.batting.find((row) => row.name === 'KH Pandya')).toMatchObject({ status: 'retired_hurt', howOut: 'retired hurt', atCrease: false });
    expect(chase.wickets).toBe(5);
    expect(chase.fallOfWickets.map((fall) => fall.name)).not.toContain('KH Pandya');
  });

  it('net run rate figures count a bowled-out side’s full overs', () => {
    const { state } = replay('ipl_335982.json');
    expect(netRunRateFigures(state)[state.innings[0].battingTeam]).toEqual({ runsScored: 222, ballsFaced: 120, runsConceded: 82, ballsBowled: 120 });
  });
});
