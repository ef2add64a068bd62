import { STATISTICS_EVENTS } from '@cricket/contracts';

/**
 * Everything the platform statistics are folded from (booking spec §3). One subject per entity:
 * each has its own consumer, and events of one entity (a registration and its update, a diary
 * entry's save and delete) must arrive in order.
 */
export const STATISTICS_SUBJECTS = [
  'identity.user.*',
  'matches.match.*',
  'matches.team.*',
  'matches.tournament.*',
  'matches.score.*',
  'training.diary.*',
  STATISTICS_EVENTS.heartbeat,
] as const;

/** The read model's tables: emptied and refilled from the event log by a rebuild. */
export const READ_MODEL_TABLES = [
  'stat_users',
  'stat_teams',
  'stat_tournaments',
  'stat_matches',
  'stat_counters',
  'stat_deliveries',
  'stat_match_totals',
  'stat_match_scoring',
  'stat_scoring_minutes',
  'stat_heartbeat_minutes',
  'stat_diary_entries',
] as const;
