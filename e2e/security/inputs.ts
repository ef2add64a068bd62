import { groundPayload } from '../harness/payloads';

/**
 * Valid bodies and query strings for the requests the isolation suite sends, so that what refuses
 * a foreign or read-only caller is the access rule and not input validation (which runs first on
 * some routes). A write not listed here is sent `{}`, a request without a query none; if that fails
 * validation, the suite says to add one. `facts` are what the route's fixtures noted (a team of
 * the match, a member of the list).
 */
export type WriteBody = (facts: Record<string, unknown>) => unknown;

const innings = { team1Score: 120, team1Wickets: 4, team1Overs: '20', team2Score: 110, team2Wickets: 9, team2Overs: '20' };
const intruder = 'Renamed by an intruder';

export const BODIES: Record<string, WriteBody> = {
  'PATCH /api/workspaces/{id}': () => ({ name: intruder }),
  'POST /api/workspaces/{id}/members': () => ({ username: 'nobody-at-all', role: 'admin' }),
  'PATCH /api/workspaces/{id}/members/{userId}': () => ({ role: 'admin' }),
  'PUT /api/workspaces/{id}/members/{userId}/permissions': () => ({
    permissions: [{ module: 'settings', canView: true, canCreate: true, canEdit: true, canDelete: true }],
  }),

  'PATCH /api/my/teams/{id}': () => ({ name: intruder }),
  'POST /api/my/teams/{id}/players': () => ({ name: intruder, playingRole: 'batter' }),
  'PATCH /api/my/teams/{id}/players/{playerId}': () => ({ playingRole: 'bowler' }),
  'PUT /api/my/matches/{id}': (facts) => ({ ...(facts.payload as object), venue: intruder }),
  'POST /api/my/matches/{id}/status': () => ({ status: 'abandoned' }),
  'PUT /api/my/matches/{id}/toss': (facts) => ({ tossWinner: facts.team1Id, tossDecision: 'bat' }),
  'PUT /api/my/matches/{id}/score': (facts) => ({ ...innings, battingTeam: facts.team1Id, currentInnings: 1 }),
  'PUT /api/my/matches/{id}/result': (facts) => ({ ...innings, outcome: 'win', winnerTeamId: facts.team1Id, result: intruder }),
  'POST /api/my/matches/{id}/scoring/events': (facts) => ({
    expectedSequence: 0,
    event: { type: 'innings_start', battingTeam: 'team1', striker: facts.striker, nonStriker: facts.nonStriker, bowler: facts.bowler },
  }),
  'PUT /api/my/matches/{id}/scoring/events/{seq}': (facts) => ({ expectedSequence: facts.eventCount, event: { type: 'delivery', runs: 6, boundary: 6 } }),
  'POST /api/my/matches/{id}/scoring/undo': () => ({ expectedSequence: 0 }),
  'PATCH /api/tournaments/{id}': () => ({ name: intruder }),
  'POST /api/tournaments/{id}/status': () => ({ status: 'ongoing' }),
  'POST /api/tournaments/{id}/teams': (facts) => ({ teamId: facts.entrantId }),
  'POST /api/tournaments/{id}/fixtures': () => ({ type: 'knockout' }),

  'PUT /api/grounds/{id}': () => groundPayload(intruder),
  'PATCH /api/ground-bookings/{id}/status': () => ({ status: 'cancelled' }),
  'PATCH /ground-bookings/{id}/status': () => ({ status: 'cancelled' }),
  'PATCH /api/ground-bookings/{id}/payment-status': () => ({ paymentStatus: 'paid' }),
  'PATCH /ground-bookings/{id}/payment-status': () => ({ paymentStatus: 'paid' }),

  'PATCH /api/training-batches/{id}': () => ({
    name: intruder,
    level: 'advanced',
    scheduleDays: ['sat'],
    startTime: '06:00',
    endTime: '07:00',
    startDate: '2027-01-01',
    endDate: '2027-03-31',
    capacity: 1,
    monthlyFee: 1,
  }),
  'PATCH /api/attendance/lists/{id}': () => ({ name: intruder }),
  'POST /api/attendance/lists/{id}/members': () => ({ name: intruder }),
  'PATCH /api/attendance/sessions/{id}': () => ({ title: intruder, date: '2027-01-05', startTime: '07:00', endTime: '09:00' }),
  'POST /api/attendance/sessions/{id}/marks': (facts) => ({ marks: [{ memberId: facts.memberId, status: 'absent' }] }),
  'PUT /api/diary/entries/{date}': () => ({ mood: 1, trainingHours: 0, notes: intruder }),

  'PUT /api/expenses/{id}': () => ({ amountPaise: 1, category: 'equipment', date: '2026-11-02', description: intruder, vendor: 'X', paymentMethod: 'cash' }),
  'PUT /api/income/{id}': () => ({ amountPaise: 1, source: 'sponsorship', date: '2026-11-03', description: intruder, payer: 'X', paymentMethod: 'cash' }),
  'PUT /api/budgets/{id}': () => ({ name: intruder, category: 'equipment', amountPaise: 1, startDate: '2026-11-01', endDate: '2026-11-30' }),

  'PUT /api/catalog/{id}': () => ({ name: intruder, description: 'x', category: 'bats', pricePaise: 1, stock: 1, condition: 'new' }),
  'PATCH /api/catalog/{id}': () => ({ pricePaise: 1, stock: 99 }),
  'PATCH /api/orders/{id}/status': () => ({ status: 'cancelled' }),
  'PATCH /api/orders/{id}/payment-status': () => ({ paymentStatus: 'paid' }),
  'PUT /api/listings/{id}': () => ({
    kind: 'looking_for',
    resourceType: 'umpire',
    title: intruder,
    description: 'x',
    location: 'Pune',
    date: '2027-01-10',
    contactPreference: 'in_app',
  }),
  'PATCH /api/listings/{id}/status': () => ({ status: 'closed' }),
  'POST /api/listings/{id}/responses': () => ({ message: 'I can umpire', contact: null }),
  'PUT /api/subscription-plans/{id}': () => ({ name: intruder, pricePaise: 1, period: 'monthly', features: [] }),
  'PUT /api/subscribers/{id}': (facts) => ({ planId: facts.planId, name: intruder, startDate: '2020-01-15' }),
  'PATCH /api/subscribers/{id}/status': () => ({ status: 'cancelled' }),
  'PATCH /api/billing-cycles/{id}/status': () => ({ status: 'waived' }),
};

/** Required query parameters, by route. */
export const QUERIES: Record<string, Record<string, string>> = {
  'GET /api/my/matches/{id}/export': { format: 'cricsheet' },
};
