import { NotFoundException, ParseIntPipe } from '@nestjs/common';
import { MATCH_MESSAGES, TEAM_MESSAGES, TOURNAMENT_MESSAGES } from '@cricket/contracts';

/** A path id that is not a number names nothing: 404 with the resource's message. */
const idPipe = (message: string) => new ParseIntPipe({ exceptionFactory: () => new NotFoundException(message) });

export const TeamIdPipe = idPipe(TEAM_MESSAGES.notFound);
export const PlayerIdPipe = idPipe(TEAM_MESSAGES.playerNotFound);
export const MatchIdPipe = idPipe(MATCH_MESSAGES.notFound);
export const TournamentIdPipe = idPipe(TOURNAMENT_MESSAGES.notFound);
export const UserIdPipe = idPipe(TEAM_MESSAGES.userNotFound);
