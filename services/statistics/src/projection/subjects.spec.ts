import { EVENT_STREAM, IDENTITY_EVENTS, MATCH_EVENTS, STATISTICS_EVENTS, subjectMatches, TRAINING_EVENTS } from '@cricket/contracts';
import { STATISTICS_SUBJECTS } from './subjects';

/** The subjects the services emit that booking §3's figures are folded from. */
const FOLDED = [
  IDENTITY_EVENTS.userRegistered,
  IDENTITY_EVENTS.userUpdated,
  MATCH_EVENTS.teamCreated,
  MATCH_EVENTS.teamDeleted,
  MATCH_EVENTS.tournamentCreated,
  MATCH_EVENTS.tournamentDeleted,
  MATCH_EVENTS.matchCreated,
  MATCH_EVENTS.matchUpdated,
  MATCH_EVENTS.matchDeleted,
  MATCH_EVENTS.matchImported,
  MATCH_EVENTS.ballRecorded,
  MATCH_EVENTS.scoreUpdated,
  TRAINING_EVENTS.diarySaved,
  TRAINING_EVENTS.diaryDeleted,
  STATISTICS_EVENTS.heartbeat,
];

describe('statistics subjects', () => {
  it.each(FOLDED)('consumes %s', (subject) => {
    expect(STATISTICS_SUBJECTS.filter((pattern) => subjectMatches(pattern, subject))).toHaveLength(1);
  });

  it('reads only from the event stream, and nothing of the areas whose figures it does not show', () => {
    for (const pattern of STATISTICS_SUBJECTS) expect(EVENT_STREAM.subjects.some((stream) => subjectMatches(stream, pattern))).toBe(true);
    for (const subject of [TRAINING_EVENTS.batchCreated, TRAINING_EVENTS.attendanceMarked, IDENTITY_EVENTS.memberAdded, 'grounds.booking.paid', 'commerce.order.paid']) {
      expect(STATISTICS_SUBJECTS.some((pattern) => subjectMatches(pattern, subject))).toBe(false);
    }
  });
});
