// The tournaments' paths and keys, apart from the calls: the route table declares the tournament
// pages' first reads with them, and everything imported here goes into every match route's first chunk.

export const TOURNAMENTS_PATH = '/api/tournaments';

export const MY_TOURNAMENTS_PATH = '/api/my/tournaments';
export const tournamentPath = (id: string | number) => `${TOURNAMENTS_PATH}/${id}`;

export const tournamentsQueryKey = [TOURNAMENTS_PATH];
export const myTournamentsQueryKey = [MY_TOURNAMENTS_PATH];
export const tournamentQueryKey = (id: string) => [tournamentPath(id)];
