// The tournaments list's path and key, apart from the calls: the route table declares the list
// page's first read with them, and everything imported here goes into every match route's first chunk.

export const TOURNAMENTS_PATH = '/api/tournaments';

export const tournamentsQueryKey = [TOURNAMENTS_PATH];
