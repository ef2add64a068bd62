import { parseWith } from '../validation/schema';
import { SCORING_API_MESSAGES } from './api';
import { MATCH_FILE_MESSAGES } from './match-file';
import { SCORING_MESSAGES } from './messages';
import { PLAYING_XI_MESSAGES } from './playing-xi';
import { matchExportQuery, matchImportQuery, scoringEventBody, startScoringBody, undoScoringBody } from './requests';

const refused = (message: string) => ({ ok: false, message });

describe('scoring requests', () => {
  it('start: settings first (players per side are the match’s), then the playing XI', () => {
    expect(parseWith(startScoringBody, {})).toEqual({ ok: true, value: { rules: {}, playingXI: {} } });
    expect(parseWith(startScoringBody, { rules: { wideRuns: 2, ballsPerOver: 0 } })).toEqual(refused(SCORING_API_MESSAGES.rules));
    expect(parseWith(startScoringBody, { rules: [] })).toEqual(refused(SCORING_API_MESSAGES.rules));
    expect(parseWith(startScoringBody, { rules: { playersPerSide: 7 }, playingXI: 'all' })).toEqual(refused(SCORING_API_MESSAGES.playersPerSideOfMatch));
    expect(parseWith(startScoringBody, { playingXI: { team1: { players: [1], captain: 0 } } })).toEqual(refused(PLAYING_XI_MESSAGES.shape));
    expect(parseWith(startScoringBody, { rules: null, playingXI: { team1: null, team2: { players: [3, ' L4 '] } } })).toEqual({
      ok: true,
      value: { rules: {}, playingXI: { team2: { players: ['3', 'L4'], captain: null, wicketKeeper: null } } },
    });
  });

  it('an event: the expected sequence first, then the event, its fields in order with their own messages', () => {
    expect(parseWith(scoringEventBody, { event: { type: 'walk' } })).toEqual(refused(SCORING_API_MESSAGES.expectedSequence));
    expect(parseWith(scoringEventBody, { expectedSequence: 0 })).toEqual(refused(SCORING_API_MESSAGES.eventRequired));
    expect(parseWith(scoringEventBody, { expectedSequence: 0, event: [] })).toEqual(refused(SCORING_API_MESSAGES.eventRequired));
    expect(parseWith(scoringEventBody, { expectedSequence: 0, event: { type: 'walk' } })).toEqual(refused(SCORING_API_MESSAGES.eventType));
    expect(parseWith(scoringEventBody, { expectedSequence: 0, event: { type: 'delivery', extra: 'bye' } })).toEqual(refused(SCORING_MESSAGES.invalidRuns));
    expect(parseWith(scoringEventBody, { expectedSequence: 0, event: { type: 'innings_start', battingTeam: 'team1', striker: 'L1' } })).toEqual(
      refused(SCORING_API_MESSAGES.player('nonStriker')),
    );
    expect(parseWith(scoringEventBody, { expectedSequence: 0, event: { type: 'delivery', runs: 1, asCalled: false } })).toEqual(refused(SCORING_API_MESSAGES.asCalled));
  });

  it('an event is stored without its null fields and blank comment', () => {
    const event = { type: 'delivery', runs: 1, extra: null, comment: '  ', wicket: { kind: 'run_out', batter: 7, end: null }, penalty: { to: 'batting', runs: null } };
    expect(parseWith(scoringEventBody, { expectedSequence: 2, event })).toEqual({
      ok: true,
      value: { expectedSequence: 2, event: { type: 'delivery', runs: 1, wicket: { kind: 'run_out', batter: '7' }, penalty: { to: 'batting' } } },
    });
  });

  it('undo: the last event unless the last delivery', () => {
    expect(parseWith(undoScoringBody, { expectedSequence: 3, last: null })).toEqual({ ok: true, value: { expectedSequence: 3, last: 'event' } });
    expect(parseWith(undoScoringBody, { expectedSequence: 3, last: 'over' })).toEqual(refused(SCORING_API_MESSAGES.undoLast));
  });

  it('match files: the format, and an import’s tournament (absent or empty is none)', () => {
    expect(parseWith(matchImportQuery, { format: 'cricsheet' })).toEqual({ ok: true, value: { format: 'cricsheet', tournamentId: null } });
    expect(parseWith(matchImportQuery, { format: 'cricsheet', tournamentId: '12' })).toEqual({ ok: true, value: { format: 'cricsheet', tournamentId: 12 } });
    for (const wrong of ['0', ' 1', 'x', '1234567890']) {
      expect(parseWith(matchImportQuery, { format: 'cricsheet', tournamentId: wrong })).toEqual(refused(MATCH_FILE_MESSAGES.tournamentId));
    }
    expect(parseWith(matchImportQuery, { tournamentId: 'x' })).toEqual(refused(MATCH_FILE_MESSAGES.format));
    expect(parseWith(matchExportQuery, { format: 'json' })).toEqual(refused(MATCH_FILE_MESSAGES.format));
  });
});
