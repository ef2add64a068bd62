import { matchTeams, type GroundPayload, type MatchPayload, type MatchSideTeam } from '@cricket/contracts';

/** A valid ground of the booking spec, open 9 AM to 8 PM in hour slots. */
export function groundPayload(name: string): GroundPayload {
  return {
    name,
    address: '1 Ground Road',
    city: 'Pune',
    contactNumber: '9876543210',
    hourlyRate: 1500,
    facilities: 'Floodlights, nets',
    operatingHours: '9:00 AM - 8:00 PM',
    slotDuration: 60,
    image: null,
    availableSlots: [],
  };
}

/** A two-over match between two teams at Riverside Oval, for the scoring journeys. */
export function twoOverMatchPayload(team1: MatchSideTeam, team2: MatchSideTeam, tournamentId?: number): MatchPayload {
  return {
    ...matchTeams(team1, team2),
    format: 't20',
    overs: 2,
    venue: 'Riverside Oval',
    date: '2026-12-12',
    time: '10:30',
    ...(tournamentId !== undefined && { tournamentId }),
  };
}
