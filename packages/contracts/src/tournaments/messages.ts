import { TIE_BREAKERS } from './points-table';
import { MATCH_FORMATS } from '../matches';

export const TOURNAMENT_NAME_MAX = 150;
/** Bounds of one penalty: points are whole, net run rate is published to three decimals. */
export const TOURNAMENT_PENALTY = { maxPoints: 100, maxNetRunRate: 10, reasonMax: 200 } as const;
export const TOURNAMENT_MAX_TEAMS = { min: 2, max: 64 } as const;

export const TOURNAMENT_MESSAGES = {
  nameRequired: 'Tournament name is required',
  nameTooLong: `Tournament name must be at most ${TOURNAMENT_NAME_MAX} characters`,
  coverImage: 'Cover image must be an http(s) URL or an image data URL of at most 512 KB',
  format: `Format must be one of ${MATCH_FORMATS.join(', ')}`,
  tieBreakers: `Tie-breakers must be distinct values of ${TIE_BREAKERS.join(', ')}`,
  startDate: 'Start date is required',
  dateFormat: 'Dates must be in YYYY-MM-DD format',
  endBeforeStart: 'End date cannot be before the start date',
  deadlineAfterStart: 'Registration deadline cannot be after the start date',
  maxTeams: `Maximum teams must be a whole number from ${TOURNAMENT_MAX_TEAMS.min} to ${TOURNAMENT_MAX_TEAMS.max}`,
  maxTeamsBelowRegistered: 'Maximum teams cannot be below the number of registered teams',
  venueNames: 'Venues must be a list of names',
  notFound: 'Tournament not found',
  teamNotFound: 'Team not found',
  teamRequired: 'Team is required',
  notRegistered: 'This team is not registered',
  registrationClosed: 'Registration is closed for this tournament',
  full: 'This tournament is full',
  alreadyRegistered: 'This team is already registered',
  status: 'Status must be one of registration_open, ongoing, completed',
  transition: (from: string, to: string) => `A tournament cannot move from ${from} to ${to}`,
  fixtureType: 'Fixture type must be round_robin or knockout',
  fixturesExist: 'Fixtures have already been generated',
  notEnoughTeams: 'At least 2 registered teams are needed to generate fixtures',
  fixturesClosed: 'Fixtures cannot be generated for a completed tournament',
  penaltyTeam: 'Choose a team registered in this tournament',
  penaltyPoints: `Points deducted must be a whole number from 0 to ${TOURNAMENT_PENALTY.maxPoints}`,
  penaltyNetRunRate: `Net run rate deducted must be from 0 to ${TOURNAMENT_PENALTY.maxNetRunRate} with at most three decimals`,
  penaltyNothing: 'A penalty deducts points, net run rate or both',
  penaltyReason: 'Reason is required',
  penaltyReasonTooLong: `Reason must be at most ${TOURNAMENT_PENALTY.reasonMax} characters`,
  penaltyNotFound: 'Penalty not found',
} as const;

/** Texts of the Tournaments list (core §2). */
export const TOURNAMENT_TEXTS = {
  listSubtitle: 'Browse and register for cricket tournaments',
  createButton: 'Create Tournament',
  viewButton: 'View Tournament',
  clearFilters: 'Clear Filters',
  started: 'Started',
  startsIn: (days: number) => `Starts in ${days} days`,
  createDenied: "You don't have permission to create tournaments in this workspace",
} as const;
