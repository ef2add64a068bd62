import { addDays, utcToday } from '@cricket/contracts';
import { groundPayload } from '@cricket/contracts/testing';
import { type ApiSession } from '../harness';
import { expectOk, type Owner } from './actors';
import { parameterPrefixes } from './routes';

/** A resource of workspace A, made through the API for one check. */
export interface Created {
  /** The path parameter's value. */
  value: string;
  /** The owner's view of the resource: taken before and after each refused request, and compared. */
  read(): Promise<unknown>;
  /** What a write body may need to be valid (a team of the match, a player of the squad). */
  facts?: Record<string, unknown>;
  /**
   * Undoes, once a check is done, what a request allowed to change the owner's data on purpose
   * (exceptions.ts `changes: true`) left in workspace A beyond the resource: a caller who joined A
   * through an invite link is removed, so that the shared actors stay what actors.ts says they are.
   */
  cleanUp?(): Promise<void>;
}

/** Makes one resource; `parents` are the resources of the path's earlier parameters. */
export type Fixture = (owner: Owner, parents: Created[]) => Promise<Created>;

let sequence = 0;
export const next = () => ++sequence;

/**
 * A calendar day of its own per booking and diary entry, so fixtures never collide: days ahead of
 * today within a ground's booking horizon (bookings in the past or past it are refused).
 */
export function freshDate(): string {
  return addDays(utcToday(), 7 + (next() % 300));
}

async function get(api: ApiSession, path: string): Promise<unknown> {
  const res = await api.request('GET', path);
  return { status: res.status, body: res.body };
}

/** The owner's read of one item of a list answer (for resources without a read by id). */
async function findIn(api: ApiSession, path: string, match: (item: Record<string, unknown>) => boolean, pick?: (body: never) => unknown[]): Promise<unknown> {
  const res = await api.request('GET', path);
  const items = (pick ? pick(res.body as never) : res.body) as Record<string, unknown>[];
  return { status: res.status, item: Array.isArray(items) ? (items.find(match) ?? null) : items };
}

const post = async <T>(owner: Owner, path: string, body: unknown, what: string) => expectOk<T>(await owner.api.request('POST', path, body), what);

export async function team(owner: Owner, name = `Team ${owner.tag} ${next()}`) {
  return post<{ id: number; joinCode: string; name: string; shortName: string }>(owner, '/api/my/teams', { name }, 'team');
}

export async function player(owner: Owner, teamId: number) {
  return post<{ id: number }>(owner, `/api/my/teams/${teamId}/players`, { name: `Player ${owner.tag} ${next()}`, playingRole: 'all-rounder' }, 'player');
}

async function match(owner: Owner): Promise<Created> {
  const [a, b] = [await team(owner), await team(owner)];
  const lions = [await player(owner, a.id), await player(owner, a.id)];
  const tigers = [await player(owner, b.id), await player(owner, b.id)];
  const payload = {
    team1Id: a.id,
    team2Id: b.id,
    team1Name: a.name,
    team1ShortName: a.shortName,
    team2Name: b.name,
    team2ShortName: b.shortName,
    format: 't20',
    venue: `Venue ${owner.tag}`,
    date: '2027-02-05',
    time: '14:00',
    status: 'upcoming',
  };
  const created = await post<{ id: number }>(owner, '/api/my/matches', payload, 'match');
  return {
    value: String(created.id),
    read: () => get(owner.api, `/api/my/matches/${created.id}`),
    facts: { payload, team1Id: a.id, striker: String(lions[0].id), nonStriker: String(lions[1].id), bowler: String(tigers[0].id) },
  };
}

export const ground = (owner: Owner) => groundPayload({ name: `Oval ${owner.tag} ${next()}` });

async function booking(owner: Owner): Promise<Created> {
  const { id: groundId } = await post<{ id: number }>(owner, '/api/grounds', ground(owner), 'ground');
  const body = { groundId, date: freshDate(), timeSlots: ['9:00 AM'], purpose: 'practice', paymentMethod: 'offline' };
  const created = await post<{ id: number }>(owner, '/api/ground-bookings', body, 'booking');
  return {
    value: String(created.id),
    read: () => findIn(owner.api, '/api/ground-bookings/user', (b) => b.id === created.id, (body: { bookings: unknown[] }) => body.bookings),
  };
}

export function batch(owner: Owner) {
  return {
    name: `Batch ${owner.tag} ${next()}`,
    description: 'Footwork and timing',
    level: 'beginner',
    scheduleDays: ['mon', 'wed'],
    startTime: '17:00',
    endTime: '19:00',
    startDate: '2027-01-01',
    endDate: '2027-03-31',
    capacity: 20,
    monthlyFee: 150000,
    location: 'Nets',
  };
}

export async function attendanceList(owner: Owner) {
  return post<{ id: number; members: { id: number }[] }>(
    owner,
    '/api/attendance/lists',
    { name: `Nets ${owner.tag} ${next()}`, members: [{ name: `Member ${owner.tag}` }] },
    'attendance list',
  );
}

export async function plan(owner: Owner) {
  return post<{ id: number }>(owner, '/api/subscription-plans', { name: `Plan ${owner.tag} ${next()}`, pricePaise: 50_000, period: 'monthly', features: ['Nets'] }, 'plan');
}

async function subscriber(owner: Owner) {
  const { id: planId } = await plan(owner);
  const created = await post<{ id: number }>(owner, '/api/subscribers', { planId, name: `Subscriber ${owner.tag} ${next()}`, startDate: '2020-01-15' }, 'subscriber');
  return { ...created, planId };
}

async function billingCycle(owner: Owner) {
  const { id: subscriberId } = await subscriber(owner);
  const generated = await post<{ cycles: { id: number; subscriberId: number; groupKey: string }[] }>(owner, '/api/billing-cycles/generate', { period: '2026-11' }, 'billing cycles');
  const cycle = generated.cycles.find((c) => c.subscriberId === subscriberId);
  if (!cycle) throw new Error(`no billing cycle for subscriber ${subscriberId}: ${JSON.stringify(generated)}`);
  return cycle;
}

export async function product(owner: Owner) {
  return post<{ id: number }>(
    owner,
    '/api/catalog',
    { name: `Bat ${owner.tag} ${next()}`, description: 'English willow', category: 'bats', pricePaise: 450_000, stock: 5, condition: 'new' },
    'product',
  );
}

/** A resource read by id at `path`, made by POSTing `body` to `collection`. */
function simple(collection: string, body: (owner: Owner) => unknown, path = (id: string) => `${collection}/${id}`): Fixture {
  return async (owner) => {
    const created = await post<{ id: number }>(owner, collection, body(owner), collection);
    return { value: String(created.id), read: () => get(owner.api, path(String(created.id))) };
  };
}

/** A body for POST /api/workspaces/{id}/invites: a link without a use limit, so no check's use of it leaves it used up for the next. */
export const inviteBody = () => ({ role: 'member', expiresInDays: 7, maxUses: null });

/** An invite link of A made by its admin; the create answer is the only one that tells the token. */
async function invite(owner: Owner) {
  return post<{ id: number; token: string }>(owner, `/api/workspaces/${owner.workspaceId}/invites`, inviteBody(), 'invite link');
}

/** The owner's view of one of A's links: its uses and state, as its admins list it. */
const inviteRead = (owner: Owner, id: number) => findIn(owner.api, `/api/workspaces/${owner.workspaceId}/invites`, (i) => i.id === id);

const matchFixture: Fixture = (owner) => match(owner);
const bookingFixture: Fixture = (owner) => booking(owner);

/**
 * One fixture per parameter of every id-addressed route, keyed by the path up to that parameter
 * (see `parameterPrefixes`). A new route whose parameter has no entry fails the isolation suite
 * with a message naming the key to add here.
 */
export const FIXTURES: Record<string, Fixture> = {
  // Accounts and workspaces
  '/api/workspaces/{id}': async (owner) => ({
    value: String(owner.workspaceId),
    read: async () => ({
      workspace: await findIn(owner.api, '/api/workspaces', (w) => w.id === owner.workspaceId),
      // A refused link creation leaves the list of A's links as it was.
      invites: await get(owner.api, `/api/workspaces/${owner.workspaceId}/invites`),
    }),
  }),
  '/api/workspaces/{id}/members/{userId}': async (owner) => ({
    value: String(owner.colleagueId),
    read: async () => ({
      member: await findIn(owner.api, `/api/workspaces/${owner.workspaceId}/members`, (m) => m.userId === owner.colleagueId),
      permissions: await get(owner.api, `/api/workspaces/${owner.workspaceId}/members/${owner.colleagueId}/permissions`),
    }),
  }),
  '/api/workspaces/{id}/invites/{inviteId}': async (owner) => {
    const created = await invite(owner);
    return { value: String(created.id), read: () => inviteRead(owner, created.id) };
  },
  // A fresh link per check, without a use limit: what one check does with it never leaves another a used-up link.
  '/api/invites/{token}': async (owner) => {
    const created = await invite(owner);
    const members = `/api/workspaces/${owner.workspaceId}/members`;
    const memberIds = async () => expectOk<{ userId: number }[]>(await owner.api.request('GET', members), 'listing members').then((all) => all.map((m) => m.userId));
    const before = new Set(await memberIds());
    return {
      value: created.token,
      read: async () => ({ invite: await inviteRead(owner, created.id), members: await get(owner.api, members) }),
      cleanUp: async () => {
        for (const userId of (await memberIds()).filter((id) => !before.has(id))) {
          await expectOk(await owner.api.request('DELETE', `${members}/${userId}`), 'removing who joined through the link');
        }
      },
    };
  },

  // Matches, teams and tournaments
  '/api/my/teams/{id}': async (owner) => {
    const created = await team(owner);
    await player(owner, created.id);
    return { value: String(created.id), read: () => get(owner.api, `/api/my/teams/${created.id}`) };
  },
  '/api/my/teams/{id}/players/{playerId}': async (owner, [parent]) => {
    const created = await player(owner, Number(parent.value));
    return { value: String(created.id), read: parent.read };
  },
  '/api/my/teams/manager/{userId}': async (owner) => {
    const created = await team(owner);
    return { value: String(owner.userId), read: () => get(owner.api, `/api/my/teams/${created.id}`) };
  },
  '/api/my/teams/join/{code}': async (owner) => {
    const created = await team(owner);
    return { value: created.joinCode, read: () => get(owner.api, `/api/my/teams/${created.id}`) };
  },
  '/api/players/{id}': async (owner) => {
    const created = await team(owner);
    const { id } = await player(owner, created.id);
    return {
      value: String(id),
      read: async () => ({ player: await get(owner.api, `/api/players/${id}`), career: await get(owner.api, `/api/players/${id}/career`) }),
    };
  },
  '/api/my/matches/{id}': matchFixture,
  '/api/matches/{id}': matchFixture,
  '/api/my/matches/{id}/scoring/events/{seq}': async (owner, [parent]) => {
    const { striker, nonStriker, bowler } = parent.facts as Record<string, string>;
    const base = `/api/my/matches/${parent.value}/scoring`;
    await post(owner, base, {}, 'scoring start');
    await post(owner, `${base}/events`, { expectedSequence: 0, event: { type: 'innings_start', battingTeam: 'team1', striker, nonStriker, bowler } }, 'innings start');
    await post(owner, `${base}/events`, { expectedSequence: 1, event: { type: 'delivery', runs: 1 } }, 'delivery');
    return { value: '1', read: () => get(owner.api, base), facts: { eventCount: 2 } };
  },
  '/api/tournaments/{id}': async (owner) => {
    const created = await post<{ id: number }>(owner, '/api/tournaments', { name: `Cup ${owner.tag} ${next()}`, startDate: addDays(utcToday(), 100), maxTeams: 8 }, 'tournament');
    const entrant = await team(owner);
    await post(owner, `/api/tournaments/${created.id}/teams`, { teamId: entrant.id }, 'tournament entry');
    return {
      value: String(created.id),
      read: async () => ({
        tournament: await get(owner.api, `/api/tournaments/${created.id}`),
        teams: await get(owner.api, `/api/tournaments/${created.id}/teams`),
        table: await get(owner.api, `/api/tournaments/${created.id}/points-table`),
      }),
      facts: { entrantId: entrant.id },
    };
  },
  '/api/tournaments/{id}/teams/{teamId}': async (_owner, [parent]) => ({ value: String(parent.facts!.entrantId), read: parent.read }),
  '/api/tournaments/{id}/penalties/{penaltyId}': async (owner, [parent]) => {
    const body = { teamId: parent.facts!.entrantId, netRunRate: 0.05, reason: `Slow over rate ${owner.tag}` };
    const created = await post<{ id: number }>(owner, `/api/tournaments/${parent.value}/penalties`, body, 'tournament penalty');
    return { value: String(created.id), read: parent.read };
  },

  // Ground booking
  '/api/grounds/{id}': simple('/api/grounds', ground),
  '/api/ground-bookings/{id}': bookingFixture,
  '/ground-bookings/{id}': bookingFixture,

  // Training, attendance and diary
  '/api/training-batches/{id}': simple('/api/training-batches', batch),
  '/api/enrollments/{id}': async (owner) => {
    const created = await post<{ id: number }>(owner, '/api/training-batches', batch(owner), 'batch');
    const enrollment = await post<{ id: number }>(owner, '/api/enrollments', { batchId: created.id, note: owner.tag }, 'enrollment');
    return { value: String(enrollment.id), read: () => findIn(owner.api, '/api/enrollments', (e) => e.id === enrollment.id) };
  },
  '/api/attendance/lists/{id}': async (owner) => {
    const created = await attendanceList(owner);
    return { value: String(created.id), read: () => get(owner.api, `/api/attendance/lists/${created.id}`), facts: { memberId: created.members[0].id } };
  },
  '/api/attendance/lists/{id}/members/{memberId}': async (_owner, [parent]) => ({ value: String(parent.facts!.memberId), read: parent.read }),
  '/api/attendance/sessions/{id}': async (owner) => {
    const list = await attendanceList(owner);
    const body = { listId: list.id, title: `Morning nets ${owner.tag}`, date: '2027-01-04', startTime: '06:00', endTime: '08:00' };
    const created = await post<{ id: number }>(owner, '/api/attendance/sessions', body, 'attendance session');
    return { value: String(created.id), read: () => get(owner.api, `/api/attendance/sessions/${created.id}`), facts: { memberId: list.members[0].id } };
  },
  '/api/diary/entries/{date}': async (owner) => {
    const date = freshDate();
    await expectOk(await owner.api.request('PUT', `/api/diary/entries/${date}`, { mood: 4, trainingHours: 2, notes: `Nets ${owner.tag}` }), 'diary entry');
    return { value: date, read: () => get(owner.api, `/api/diary/entries/${date}`) };
  },

  // Finance
  '/api/expenses/{id}': simple('/api/expenses', (o) => ({ amountPaise: 150_000, category: 'equipment', date: '2026-11-02', description: `Bats ${o.tag}`, vendor: 'Sports Hub', paymentMethod: 'upi' })),
  '/api/income/{id}': simple('/api/income', (o) => ({ amountPaise: 500_000, source: 'sponsorship', date: '2026-11-03', description: `Kit sponsor ${o.tag}`, payer: 'Acme', paymentMethod: 'bank_transfer' })),
  '/api/budgets/{id}': simple('/api/budgets', (o) => ({ name: `Kit ${o.tag}`, category: 'equipment', amountPaise: 1_000_000, startDate: '2026-11-01', endDate: '2026-11-30' })),

  // Catalog, listings and subscriptions
  '/api/catalog/{id}': async (owner) => {
    const created = await product(owner);
    return { value: String(created.id), read: () => get(owner.api, `/api/catalog/${created.id}`) };
  },
  '/api/orders/{id}': async (owner) => {
    const { id: productId } = await product(owner);
    const checkout = { items: [{ productId, quantity: 1 }], contactName: `Buyer ${owner.tag}`, contactPhone: '9876543210', deliveryAddress: '12 MG Road', deliveryCity: 'Pune' };
    const { orders } = await post<{ orders: { id: number }[] }>(owner, '/api/orders', checkout, 'order');
    return { value: String(orders[0].id), read: () => get(owner.api, `/api/orders/${orders[0].id}`) };
  },
  '/api/listings/{id}': async (owner) => {
    const body = {
      kind: 'looking_for',
      resourceType: 'umpire',
      title: `Umpire ${owner.tag} ${next()}`,
      description: 'T20 friendly',
      location: 'Pune',
      date: '2027-01-10',
      contactPreference: 'in_app',
    };
    const created = await post<{ id: number }>(owner, '/api/listings', body, 'listing');
    return {
      value: String(created.id),
      read: async () => ({ listing: await get(owner.api, `/api/listings/${created.id}`), responses: await get(owner.api, `/api/listings/${created.id}/responses`) }),
    };
  },
  '/api/subscription-plans/{id}': async (owner) => {
    const created = await plan(owner);
    return { value: String(created.id), read: () => get(owner.api, `/api/subscription-plans/${created.id}`) };
  },
  '/api/subscribers/{id}': async (owner) => {
    const created = await subscriber(owner);
    return { value: String(created.id), read: () => get(owner.api, `/api/subscribers/${created.id}`), facts: { planId: created.planId } };
  },
  '/api/billing-cycles/{id}': async (owner) => {
    const cycle = await billingCycle(owner);
    return { value: String(cycle.id), read: () => get(owner.api, `/api/billing-cycles/${cycle.id}`) };
  },
  '/api/billing-cycles/group/{groupKey}': async (owner) => {
    const cycle = await billingCycle(owner);
    return { value: cycle.groupKey, read: () => get(owner.api, `/api/billing-cycles/${cycle.id}`) };
  },
};

/** What a route's path parameters name, made one by one (a player needs its team), with the facts they noted. */
export interface PathFixtures {
  created: Created[];
  facts: Record<string, unknown>;
}

/**
 * Makes the resources of each parameter of `path` for `owner`, or says which parameter has no
 * fixture. `fixtures` lets a suite stand in its own fixture for a prefix.
 */
export async function makeFixtures(path: string, owner: Owner, fixtures: Record<string, Fixture> = FIXTURES): Promise<PathFixtures | string> {
  const created: Created[] = [];
  for (const prefix of parameterPrefixes(path)) {
    const fixture = fixtures[prefix];
    if (!fixture) return `no fixture for ${prefix}: add one to e2e/security/fixtures.ts`;
    created.push(await fixture(owner, created));
  }
  return { created, facts: Object.assign({}, ...created.map((c) => c.facts ?? {})) };
}
