import { addDays, utcToday } from '@cricket/contracts';
import { groundPayload, readCricsheet } from '@cricket/contracts/testing';
import { newUser } from '../harness/api';
import { twoOverMatchPayload } from '../harness/payloads';
import { expectOk, type Owner } from './actors';
import { attendanceList, batch, freshDate, ground, inviteBody, next, plan, product, team } from './fixtures';

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
  'POST /api/workspaces/{id}/invites': () => ({ ...inviteBody(), role: 'admin' }),
  // Takes no body: the hostile-value suite still sends one whole.
  'POST /api/invites/{token}/accept': () => ({}),

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
  // These writes take no body: the hostile-value suite still sends one, field by field.
  'POST /api/my/matches/{id}/scoring': () => ({}),
  'POST /api/my/matches/{id}/scoring/finish': () => ({}),
  'POST /api/my/matches/{id}/scoring/lock/request': () => ({}),
  'POST /api/my/matches/{id}/scoring/lock': () => ({ unsynced: 0 }),
  'PUT /api/my/matches/{id}/player-of-the-match': (facts) => ({ playerId: Number(facts.striker) }),
  'PATCH /api/tournaments/{id}': () => ({ name: intruder }),
  'POST /api/tournaments/{id}/status': () => ({ status: 'ongoing' }),
  'POST /api/tournaments/{id}/teams': (facts) => ({ teamId: facts.entrantId }),
  'POST /api/tournaments/{id}/fixtures': () => ({ type: 'knockout' }),
  'POST /api/tournaments/{id}/penalties': (facts) => ({ teamId: facts.entrantId, points: 2, reason: intruder }),

  'PUT /api/grounds/{id}': () => groundPayload({ name: intruder }),
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
  'POST /api/enrollments/{id}/approve': () => ({}),
  'POST /api/enrollments/{id}/reject': () => ({}),
  'POST /api/enrollments/{id}/withdraw': () => ({}),
  'POST /api/attendance/sessions/{id}/close': () => ({}),
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
  'POST /api/my/matches/import': { format: 'cricsheet' },
  'POST /api/my/matches/import/batch': { format: 'cricsheet' },
  'GET /api/leaderboards': { season: '2027', format: 't20' },
};

/**
 * Valid bodies for the writes whose path names no resource, so that the hostile-value suite
 * changes one field of a body that would otherwise be accepted and the value reaches storage.
 * A write with neither a body here nor a schema in the OpenAPI document fails that suite.
 */
export const CREATES: Record<string, (owner: Owner) => Promise<unknown>> = {
  'POST /api/login': async () => ({ username: 'nobody-at-all', password: 'not-the-password' }),
  'POST /api/auth/login': async () => ({ username: 'nobody-at-all', password: 'not-the-password' }),
  'POST /api/register': async () => newUser(),
  'POST /api/auth/register': async () => newUser(),
  'POST /api/logout': async () => ({}),
  'POST /api/auth/logout': async () => ({}),
  'PATCH /api/user': async (owner) => ({ name: `Owner ${owner.tag}` }),
  'POST /api/user/password': async () => ({ currentPassword: 'not-the-password', newPassword: 'another secret' }),
  'POST /api/workspaces': async () => ({ name: `Club ${next()}` }),
  'POST /api/workspaces/switch': async (owner) => ({ workspaceId: owner.workspaceId }),
  'POST /api/workspaces/refresh-session': async (owner) => ({ workspaceId: owner.workspaceId }),
  'POST /api/feature-requests': async () => ({ title: 'Wagon wheel', description: 'Show one per batter', email: 'fan@example.com' }),
  'POST /api/my/teams': async (owner) => ({ name: `Team ${owner.tag} ${next()}` }),
  'POST /api/my/matches': async (owner) => twoOverMatchPayload(await team(owner), await team(owner)),
  'POST /api/my/matches/import': async () => readCricsheet(IMPORTED),
  'POST /api/my/matches/import/batch': async () => ({ files: [{ name: 'match.json', match: readCricsheet(IMPORTED) }] }),
  'POST /api/tournaments': async (owner) => ({ name: `Cup ${owner.tag} ${next()}`, startDate: addDays(utcToday(), 100), maxTeams: 8 }),
  'POST /api/grounds': async (owner) => ground(owner),
  'POST /api/ground-bookings': async (owner) => ({ groundId: (await created(owner, '/api/grounds', ground(owner))).id, date: freshDate(), timeSlots: ['9:00 AM'], purpose: 'practice', paymentMethod: 'offline' }),
  'POST /api/ground-bookings/manual': async (owner) => ({
    groundId: (await created(owner, '/api/grounds', ground(owner))).id,
    date: freshDate(),
    timeSlots: ['10:00 AM'],
    purpose: 'match',
    customerName: 'Walk-in Club',
    customerPhone: '9876543210',
  }),
  'POST /api/catalog': async (owner) => ({ name: `Bat ${owner.tag} ${next()}`, description: 'English willow', category: 'bats', pricePaise: 450_000, stock: 5, condition: 'new' }),
  'POST /api/orders': async (owner) => ({
    items: [{ productId: (await product(owner)).id, quantity: 1 }],
    contactName: 'Buyer',
    contactPhone: '9876543210',
    deliveryAddress: '12 MG Road',
    deliveryCity: 'Pune',
  }),
  'POST /api/listings': async () => ({ kind: 'looking_for', resourceType: 'umpire', title: 'Umpire wanted', description: 'T20 friendly', location: 'Pune', date: '2027-01-10', contactPreference: 'in_app' }),
  'POST /api/subscription-plans': async (owner) => ({ name: `Plan ${owner.tag} ${next()}`, pricePaise: 50_000, period: 'monthly', features: ['Nets'] }),
  'POST /api/subscribers': async (owner) => ({ planId: (await plan(owner)).id, name: `Subscriber ${next()}`, startDate: '2026-01-15' }),
  'POST /api/billing-cycles/generate': async () => ({ period: '2026-11' }),
  'POST /api/expenses': async () => ({ amountPaise: 150_000, category: 'equipment', date: '2026-11-02', description: 'Bats', vendor: 'Sports Hub', paymentMethod: 'upi' }),
  'POST /api/income': async () => ({ amountPaise: 500_000, source: 'sponsorship', date: '2026-11-03', description: 'Kit sponsor', payer: 'Acme', paymentMethod: 'bank_transfer' }),
  'POST /api/budgets': async () => ({ name: 'Kit', category: 'equipment', amountPaise: 1_000_000, startDate: '2026-11-01', endDate: '2026-11-30' }),
  'POST /api/training-batches': async (owner) => batch(owner),
  'POST /api/enrollments': async (owner) => ({ batchId: (await created(owner, '/api/training-batches', batch(owner))).id, note: 'Weekends only' }),
  'POST /api/attendance/lists': async () => ({ name: `Nets ${next()}`, members: [{ name: 'Member' }] }),
  'POST /api/attendance/sessions': async (owner) => ({ listId: (await attendanceList(owner)).id, title: 'Morning nets', date: '2027-01-04', startTime: '06:00', endTime: '08:00' }),
  'POST /api/attendance/check-in': async () => ({ code: 'ABCDEF' }),
  'POST /api/statistics/rebuild': async () => ({}),
};

/** A short real match (a Cricsheet T20), the base of the import bodies. */
const IMPORTED = 'dev/t20s/355992.json';

async function created(owner: Owner, path: string, body: unknown): Promise<{ id: number }> {
  return expectOk<{ id: number }>(await owner.api.request('POST', path, body), path);
}

/**
 * Body fields that may take a 100,000-character text, keyed `METHOD /path field` (`*`: every field), each with why:
 * the hostile-value suite fails on any other field that accepts one.
 */
export const UNBOUNDED_TEXT: Record<string, string> = {
  // The isolation suite's match body repeats the fixture's payload, status included.
  'PUT /api/my/matches/{id} status': 'not a field of the match form: a match changes status through POST /status only, so it is ignored, never stored',
  'POST /api/my/matches/import/batch *': "answers 200 with each file's outcome: a refused file is an error in the answer, never stored (the single import answers 400)",
};
