import { fromCricsheet } from '../scoring';
import { readCricsheet } from '../scoring/cricsheet-corpus';
import { playerMatchFigures } from './match-figures';
import { suggestPlayerOfTheMatch } from './player-of-the-match';

/**
 * Gujarat Lions v Mumbai Indians, IPL 2017, Rajkot (ipl_1082625.json; data from Cricsheet,
 * cricsheet.org, Open Data Commons Attribution License): 153/9 v 153, tied, Mumbai won the super
 * over. Every expected figure below is counted by hand from the file's deliveries, innings[0]
 * (Gujarat) and innings[1] (Mumbai), as the scorecard prints them; innings[2] and [3] are the
 * super over, which no figure counts.
 */
const match = readCricsheet('ipl_1082625.json');
const records = playerMatchFigures(fromCricsheet(match).state);
const byName = (name: string) => records.find((record) => record.name === name);

describe('a real match’s figures agree with its scorecard', () => {
  it('both elevens, no one else', () => {
    expect(records.map((record) => record.name)).toEqual([...match.info.players!['Gujarat Lions'], ...match.info.players!['Mumbai Indians']]);
    expect(records.every((record) => record.played && record.format === 't20')).toBe(true);
  });

  it('JP Faulkner: 21 (27 balls, 4x2) b Bumrah; 4-0-34-2; ran out Buttler; his super over (0.5-0-11-2) left out', () => {
    // Batting: his 27 deliveries of innings[0] carry no wide; bowled at 18.8. Bowling: overs 13, 15, 17, 19 of innings[1].
    expect(byName('JP Faulkner')).toMatchObject({
      side: 'team1',
      result: 'lost',
      batting: [{ innings: 1, runs: 21, balls: 27, fours: 2, sixes: 0, notOut: false, howOut: 'bowled' }],
      bowling: [{ innings: 2, balls: 24, maidens: 0, runs: 34, wickets: 2, wicketKinds: { caught: 2 } }],
      fielding: { catches: 0, stumpings: 0, runOuts: 1 },
    });
  });

  it('AJ Finch: a duck (b Malinga, 3 balls); his 1* and his catch in the super over left out', () => {
    expect(byName('AJ Finch')).toMatchObject({ batting: [{ innings: 1, runs: 0, balls: 3, notOut: false, howOut: 'bowled' }], bowling: [], fielding: { catches: 0, stumpings: 0, runOuts: 0 } });
  });

  it('KA Pollard: 15 (11 balls, 4x2) c McCullum b Thampi and two catches; his super-over 10 left out', () => {
    expect(byName('KA Pollard')).toMatchObject({ result: 'won', batting: [{ innings: 2, runs: 15, balls: 11, fours: 2, sixes: 0, notOut: false, howOut: 'caught' }], fielding: { catches: 2 } });
  });

  it('JJ Bumrah ran out Tye off his own bowling (18.7): a run out to him, not a wicket (his two: Raina, Faulkner)', () => {
    // The file lumps 18.2, two no-ball runs and nothing off the bat, as 2 no-balls (32 runs off his
    // overs); the importer reads it under the 2017 Laws as a no-ball and a bye, which is not his.
    expect(byName('JJ Bumrah')).toMatchObject({ bowling: [{ innings: 1, balls: 24, maidens: 0, runs: 31, wickets: 2, wicketKinds: { caught: 1, bowled: 1 } }], fielding: { catches: 0, stumpings: 0, runOuts: 1 } });
  });

  it('the formula suggests the player the match named: KH Pandya', () => {
    expect((match.info as { player_of_match?: string[] }).player_of_match).toEqual(['KH Pandya']);
    // 29 off 20 (29 + 4.5), 4-0-14-3 (75 + 5), c & b Jadeja (10), Mumbai won (20).
    expect(suggestPlayerOfTheMatch(records)).toMatchObject({ name: 'KH Pandya', side: 'team2', batting: 33.5, bowling: 80, fielding: 10, winningSide: 20, total: 143.5 });
  });
});
