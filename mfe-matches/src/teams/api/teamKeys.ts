// The teams list's path and key, apart from the calls: the route table declares the list page's
// first read with them, and everything imported here goes into every match route's first chunk.

export const MY_TEAMS_PATH = '/api/my/teams';

export const myTeamsQueryKey = [MY_TEAMS_PATH];
