// The teams' paths and keys, apart from the calls: the route table declares the team pages' first
// reads with them, and everything imported here goes into every match route's first chunk.

export const MY_TEAMS_PATH = '/api/my/teams';

export const teamPath = (id: string | number) => `${MY_TEAMS_PATH}/${id}`;

export const myTeamsQueryKey = [MY_TEAMS_PATH];
export const teamDetailQueryKey = (id: string) => [teamPath(id)];
