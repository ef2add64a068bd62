import { MATCH_MESSAGES, TEAM_MESSAGES, TOURNAMENT_MESSAGES } from '@cricket/contracts';
import { idPipe } from '@cricket/service-kit';

export const TeamIdPipe = idPipe(TEAM_MESSAGES.notFound);
export const PlayerIdPipe = idPipe(TEAM_MESSAGES.playerNotFound);
export const MatchIdPipe = idPipe(MATCH_MESSAGES.notFound);
export const TournamentIdPipe = idPipe(TOURNAMENT_MESSAGES.notFound);
export const UserIdPipe = idPipe(TEAM_MESSAGES.userNotFound);
export const PenaltyIdPipe = idPipe(TOURNAMENT_MESSAGES.penaltyNotFound);
