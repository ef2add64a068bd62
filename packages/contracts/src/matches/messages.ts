import { TEAM_NAME_MAX, TEAM_SHORT_NAME_MAX } from '../teams';
import { TEXT_MAX, tooLongMessage } from '../validation/text';
import { MATCH_FORMATS, MATCH_STATUSES, MAX_PLAYERS_PER_SIDE, MIN_PLAYERS_PER_SIDE } from './constants';

/** The longest venue a match takes (team names take the teams' own limits). */
export const MATCH_VENUE_MAX = TEXT_MAX.place;

/** Match creation messages of core §5, and the service's own for what §5 leaves open. */
export const MATCH_MESSAGES = {
  team1Id: 'Team 1 is required',
  team1Name: 'Team 1 name is required',
  team1ShortName: 'Team 1 short name is required',
  team2Id: 'Team 2 is required',
  team2Name: 'Team 2 name is required',
  team2ShortName: 'Team 2 short name is required',
  venue: 'Venue is required',
  venueTooLong: tooLongMessage('Venue', MATCH_VENUE_MAX),
  teamNameTooLong: tooLongMessage('Team name', TEAM_NAME_MAX),
  shortNameTooLong: tooLongMessage('Short name', TEAM_SHORT_NAME_MAX),
  date: 'Date is required',
  time: 'Time is required',
  sameTeam: 'Team 1 and Team 2 cannot be the same',
  format: `Format must be one of ${MATCH_FORMATS.join(', ')}`,
  dateFormat: 'Date must be in YYYY-MM-DD format',
  timeFormat: 'Time must be in HH:MM format',
  overs: 'Overs must be a positive whole number',
  playersPerSide: `Players per side must be a whole number from ${MIN_PLAYERS_PER_SIDE} to ${MAX_PLAYERS_PER_SIDE}`,
  tournamentId: 'Tournament must be a valid tournament id',
  notFound: 'Match not found',
  tournamentNotFound: 'Tournament not found',
  notEditable: 'A completed or abandoned match cannot be edited',
  transition: (from: string, to: string) => `A match cannot move from ${from} to ${to}`,
  status: 'Status must be one of upcoming, live, completed, abandoned',
  resetAfterBall: 'A match goes back to upcoming only while no ball has been recorded',
  statusFilter: `Status must be one of ${MATCH_STATUSES.join(', ')}`,
  battingTeam: 'Batting team must be one of the two teams',
  innings: 'Current innings must be a whole number from 0 to 4',
  scoreNotLive: 'The score can only be kept while the match is live',
  tossWinner: 'Toss winner must be one of the two teams',
  tossDecision: 'Toss decision must be bat or bowl',
  tossClosed: 'The toss can only be recorded before the match is completed',
  resultOutcome: 'Outcome must be one of win, tie, no_result',
  resultWinner: 'Winner must be one of the two teams',
  resultScore: 'Scores and wickets must be whole numbers from 0 (wickets up to 10)',
  resultOvers: 'Overs must be an overs figure such as 19.4',
  resultNotLive: 'A result can only be recorded for a live or completed match',
} as const;

/** Texts of core §2 and §8 shown around matches. */
export const MATCH_TEXTS = {
  friendly: 'Friendly Match',
  tournament: 'Tournament Match',
  notFound: 'Match Not Found',
  returnToMatches: 'Return to Matches',
  createdTitle: 'Match Created',
  created: 'Your new match has been created successfully.',
  createdWithoutId: 'Your match was created, but there was an issue with the response data. Redirecting to matches list.',
  createErrorTitle: 'Error Creating Match',
  createErrorFallback: 'Failed to create match. Please try again.',
  loadErrorTitle: 'Error Loading Match',
  loadError: 'Could not load match details. Please try again.',
  linkCopiedTitle: 'Link Copied',
  linkCopied: 'Match link copied to clipboard!',
  linkCopyFailed: 'Could not copy link to clipboard.',
  workspaceRequiredTitle: 'Workspace Selection Required',
  fetchTeamsFailed: 'Failed to fetch teams',
  fetchTournamentsFailed: 'Failed to fetch tournaments',
} as const;
