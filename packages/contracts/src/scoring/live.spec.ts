import { netRunRateFigures } from './live';
import type { InningsState, MatchState, ScoringResult } from './types';

/** An innings of the match proper as net run rate reads it: runs, wickets, legal balls (overs called as bowled) and quota. */
function innings(battingTeam: 'team1' | 'team2', runs: number, wickets: number, legalBalls: number, over: Partial<InningsState> = {}): InningsState {
  return {
    battingTeam, bowlingTeam: battingTeam === 'team1' ? 'team2' : 'team1', superOver: false, runs, wickets, legalBalls,
    completedOvers: Math.floor(legalBalls / 6), ballsInOver: legalBalls % 6, maxLegalBalls: 120, allOutWickets: 10, target: null, endReason: 'overs', ...over,
  } as InningsState;
}

const state = (all: InningsState[], result: Partial<ScoringResult> = { outcome: 'win', method: null }) =>
  ({ rules: { ballsPerOver: 6 }, innings: all, result }) as MatchState;

describe('net run rate figures (ICC T20I playing conditions)', () => {
  it('counts a side all out over its full quota, and its opponents as having bowled them', () => {
    const figures = netRunRateFigures(state([innings('team1', 180, 4, 120), innings('team2', 90, 10, 80, { target: 181, endReason: 'all_out' })]));
    expect(figures.team2).toEqual({ runsScored: 90, ballsFaced: 120, runsConceded: 180, ballsBowled: 120 });
    expect(figures.team1).toEqual({ runsScored: 180, ballsFaced: 120, runsConceded: 90, ballsBowled: 120 });
  });

  it('counts a side left with no batter able to bat (absent hurt) as all out, over the revised quota where revised', () => {
    const figures = netRunRateFigures(state([innings('team1', 100, 8, 70, { endReason: 'all_out', maxLegalBalls: 90, revised: true })]));
    expect(figures.team1).toMatchObject({ runsScored: 100, ballsFaced: 90 });
  });

  it('credits the side batting first in a D/L match with the target less one off the chasing side’s revised overs', () => {
    // Strikers 198/4 (18 ov) beat Sixers 183/7 (18 ov), target 199 (BBL 2019/20, 1195582).
    const figures = netRunRateFigures(
      state([innings('team1', 198, 4, 108, { endReason: 'closed' }), innings('team2', 183, 7, 108, { target: 199, maxLegalBalls: 108, revised: true })], { outcome: 'win', method: 'DLS' }),
    );
    expect(figures.team1).toEqual({ runsScored: 198, ballsFaced: 108, runsConceded: 183, ballsBowled: 108 });
    // Heat 119/4 (8 ov) beat Renegades 60/4 (5 ov), target 77 off 5 overs: Heat credited 76 off 5.
    const shortened = netRunRateFigures(
      state([innings('team1', 119, 4, 48, { endReason: 'closed' }), innings('team2', 60, 4, 30, { target: 77, maxLegalBalls: 30, revised: true })], { outcome: 'win', method: 'DLS' }),
    );
    expect(shortened.team1).toEqual({ runsScored: 76, ballsFaced: 30, runsConceded: 60, ballsBowled: 30 });
    expect(shortened.team2).toEqual({ runsScored: 60, ballsFaced: 30, runsConceded: 76, ballsBowled: 30 });
  });

  it('counts overs as the umpires called them: an over of seven legal balls is one over', () => {
    const figures = netRunRateFigures(state([innings('team1', 160, 5, 121, { completedOvers: 20, ballsInOver: 0 }), innings('team2', 150, 8, 120, { target: 161 })]));
    expect(figures.team1).toMatchObject({ runsScored: 160, ballsFaced: 120 });
  });

  it('leaves super overs out', () => {
    const figures = netRunRateFigures(
      state([innings('team1', 150, 6, 120), innings('team2', 150, 7, 120, { target: 151 }), innings('team2', 15, 0, 6, { superOver: true, maxLegalBalls: 6 })]),
    );
    expect(figures.team2).toEqual({ runsScored: 150, ballsFaced: 120, runsConceded: 150, ballsBowled: 120 });
  });
});
