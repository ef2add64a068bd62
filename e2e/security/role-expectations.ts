import { decidePermission, FINANCE_MODULES, type Action, type Module, type PermissionSubject, type WorkspaceRole } from '@cricket/contracts';

/**
 * What decides whether a role may send one mutating operation, in the spec's words. The services
 * declare theirs in decorators and service code the suite cannot read without importing them, so
 * this table is written from the spec and the role matrix checks it covers every mutating
 * operation of the OpenAPI document: a new route fails the suite until it is listed here.
 */
export type Gate =
  /** The permission table of core §6, for this module and action (`spec` cites where the pair comes from). */
  | { kind: 'module'; module: Module; action: Action; spec: string }
  /** Any signed-in person, on their own data or a published resource: no workspace permission is asked. */
  | { kind: 'personal'; reason: string }
  /**
   * Signing in, registering and signing out, sent from a session of its own so that the actor's
   * stays: signed out with the role's own credentials, signed out with a new account, or from a
   * fresh sign-in of the role.
   */
  | { kind: 'session'; sends: 'own-credentials' | 'new-account' | 'own-session'; reason: string }
  /** Platform-wide, not a workspace's: only the global admin (core §6 step 2). */
  | { kind: 'global-admin'; reason: string };

/** Whether the spec lets the subject through the gate. */
export function allows(gate: Gate, subject: PermissionSubject): boolean {
  switch (gate.kind) {
    case 'module':
      return decidePermission(subject, gate.module, gate.action);
    case 'global-admin':
      return subject.role === 'admin';
    case 'personal':
    case 'session':
      return true;
  }
}

const TABLE = 'core §6 step 6';
const gated = (module: Module, action: Action, spec = TABLE): Gate => ({ kind: 'module', module, action, spec });
const personal = (reason: string): Gate => ({ kind: 'personal', reason });

/** Managing the workspace itself: Workspace Settings, offered only to its admins (core §2 account menu, §6 navigation). */
const SETTINGS = gated('settings', 'edit', "core §6: 'Workspace Settings only for workspace admin'; step 6 settings/edit");
const EDIT_MATCH = gated('matches', 'edit', "core §6: 'Edit Match' is guarded by matches/edit");
/** Scoring, toss, score and result change the match as 'Edit Match' does. */
const SCORE_MATCH = gated('matches', 'edit', "core §6: 'Edit Match' is guarded by matches/edit; scoring changes the match");
/** A squad is managed on its team's page (core §2 /my/teams/{id}/manage): every change to it edits the team. */
const SQUAD = gated('teams', 'edit', 'core §6 step 6; the squad is part of its team (core §2 /my/teams/{id}/manage)');
const TOURNAMENT_EDIT = gated('tournaments', 'edit', "core §6: 'Create Tournament' and the tournament's changes are guarded by tournaments/edit");
/** Booking §6: one condition for every change to grounds and to others' bookings. */
const GROUNDS = gated(
  'grounds',
  'edit',
  'booking §6: editing, adding and deleting grounds, confirming or cancelling bookings, marking paid or refunding and manual bookings need edit on grounds',
);
/** Expenses, income and budgets are one area of the Management menu (core §2: Management → Expenses; /new-income, /new-budget). */
const finance = (action: Action) => gated(FINANCE_MODULES.entries, action, 'core §6 step 6; core §2 Management → Expenses');
/** The seller's desk (core §2 /catalog/workspace-orders); the fixture's order was bought by the admin, so for the others it is not their own. */
const ORDER_DESK = gated('catalog', 'edit', 'core §6 step 6; the workspace orders desk (core §2 /catalog/workspace-orders)');
/** Deciding an enrollment changes the batch's roster; the fixture's enrollment is the admin's, so for the others it is not their own. */
const DECIDE_ENROLLMENT = gated('training', 'edit', 'core §6 step 6; deciding an enrollment edits the training batch');

const OWN_ACCOUNT = 'the caller acts on their own account, before or outside any workspace';

/** Every mutating operation of the OpenAPI document, keyed `METHOD /path`. */
export const EXPECTATIONS: Record<string, Gate> = {
  // Sign-in and sessions (the gateway)
  'POST /api/login': { kind: 'session', sends: 'own-credentials', reason: `core §7 Authentication: ${OWN_ACCOUNT}` },
  'POST /api/auth/login': { kind: 'session', sends: 'own-credentials', reason: `core §7 Authentication: ${OWN_ACCOUNT}` },
  'POST /api/register': { kind: 'session', sends: 'new-account', reason: 'core §2: anyone may create an account' },
  'POST /api/auth/register': { kind: 'session', sends: 'new-account', reason: 'core §2: anyone may create an account' },
  'POST /api/logout': { kind: 'session', sends: 'own-session', reason: "core §4 Session: ends the caller's own session" },
  'POST /api/auth/logout': { kind: 'session', sends: 'own-session', reason: "core §4 Session: ends the caller's own session" },

  // Accounts and workspaces
  'PATCH /api/user': personal('core §2 /profile: the caller edits their own profile'),
  'POST /api/user/password': personal('the caller changes their own password'),
  'POST /api/workspaces': personal("core §5: creating a workspace 'needs an authenticated user' and nothing else; its creator is its admin"),
  'POST /api/workspaces/switch': personal("core §4: the caller picks their own current workspace among their own"),
  'POST /api/workspaces/refresh-session': personal("core §4: refreshes the caller's own session"),
  'POST /api/feature-requests': personal("booking §2 Coming Soon: the 'Submit Feature Request' block is open to every visitor"),
  'PATCH /api/workspaces/{id}': SETTINGS,
  'POST /api/workspaces/{id}/members': SETTINGS,
  'PATCH /api/workspaces/{id}/members/{userId}': SETTINGS,
  'DELETE /api/workspaces/{id}/members/{userId}': SETTINGS,
  'PUT /api/workspaces/{id}/members/{userId}/permissions': SETTINGS,
  // Invite links (issue 22, item 5) are made and revoked in Workspace Settings, like the members they bring.
  'POST /api/workspaces/{id}/invites': SETTINGS,
  'DELETE /api/workspaces/{id}/invites/{inviteId}': SETTINGS,
  'POST /api/invites/{token}/accept': personal(
    "issue 22, item 5: an invite link is its holder's invitation; any signed-in person who holds it joins the link's workspace as themselves",
  ),

  // Matches, teams and tournaments
  'POST /api/my/teams': gated('teams', 'create'),
  'PATCH /api/my/teams/{id}': gated('teams', 'edit'),
  'DELETE /api/my/teams/{id}': gated('teams', 'delete'),
  'POST /api/my/teams/{id}/players': SQUAD,
  'PATCH /api/my/teams/{id}/players/{playerId}': SQUAD,
  'DELETE /api/my/teams/{id}/players/{playerId}': SQUAD,
  'POST /api/my/teams/join/{code}': personal('core §2 /join-team/{code}: a join code is the team\'s invitation; its holder joins the squad as themselves'),
  // 'Creating a match requires being signed in' (core §6) is the screen's guard; the table still decides the write.
  'POST /api/my/matches': gated('matches', 'create'),
  'POST /api/my/matches/import': gated('matches', 'create', 'core §6 step 6: an import creates a match'),
  'POST /api/my/matches/import/batch': gated('matches', 'create', 'core §6 step 6: an import creates matches'),
  'PUT /api/my/matches/{id}': EDIT_MATCH,
  'DELETE /api/my/matches/{id}': gated('matches', 'delete'),
  'POST /api/my/matches/{id}/status': EDIT_MATCH,
  'PUT /api/my/matches/{id}/toss': SCORE_MATCH,
  'PUT /api/my/matches/{id}/score': SCORE_MATCH,
  'PUT /api/my/matches/{id}/result': SCORE_MATCH,
  'POST /api/my/matches/{id}/scoring': SCORE_MATCH,
  'POST /api/my/matches/{id}/scoring/events': SCORE_MATCH,
  'PUT /api/my/matches/{id}/scoring/events/{seq}': SCORE_MATCH,
  'POST /api/my/matches/{id}/scoring/undo': SCORE_MATCH,
  'POST /api/my/matches/{id}/scoring/finish': SCORE_MATCH,
  'POST /api/my/matches/{id}/scoring/lock': SCORE_MATCH,
  'POST /api/my/matches/{id}/scoring/lock/request': SCORE_MATCH,
  'DELETE /api/my/matches/{id}/scoring/lock': SCORE_MATCH,
  // Naming the player of the match edits the match's record, as its result does.
  'PUT /api/my/matches/{id}/player-of-the-match': SCORE_MATCH,
  'POST /api/tournaments': TOURNAMENT_EDIT,
  'PATCH /api/tournaments/{id}': TOURNAMENT_EDIT,
  'POST /api/tournaments/{id}/status': TOURNAMENT_EDIT,
  'POST /api/tournaments/{id}/fixtures': TOURNAMENT_EDIT,
  'POST /api/tournaments/{id}/penalties': TOURNAMENT_EDIT,
  'DELETE /api/tournaments/{id}/penalties/{penaltyId}': TOURNAMENT_EDIT,
  'POST /api/tournaments/{id}/teams': gated('tournaments', 'create', "core §2 'Browse and register for cricket tournaments': registering adds an entry"),
  'DELETE /api/tournaments/{id}/teams/{teamId}': gated('tournaments', 'edit', "core §6 step 6: withdrawing an entry edits the tournament's entries"),

  // Ground booking
  'POST /api/grounds': GROUNDS,
  'PUT /api/grounds/{id}': GROUNDS,
  'DELETE /api/grounds/{id}': GROUNDS,
  'POST /api/ground-bookings/manual': GROUNDS,
  'PATCH /api/ground-bookings/{id}/status': GROUNDS,
  'PATCH /ground-bookings/{id}/status': GROUNDS,
  'PATCH /api/ground-bookings/{id}/payment-status': GROUNDS,
  'PATCH /ground-bookings/{id}/payment-status': GROUNDS,
  'POST /api/ground-bookings': personal("booking §6: 'Any logged-in user may request a booking'"),

  // Training, attendance and diary
  'POST /api/training-batches': gated('training', 'create'),
  'PATCH /api/training-batches/{id}': gated('training', 'edit'),
  'DELETE /api/training-batches/{id}': gated('training', 'delete'),
  // Unlike a booking request (booking §6), the spec makes no exception for enrolling: it adds a row to the training module.
  'POST /api/enrollments': gated('training', 'create'),
  'POST /api/enrollments/{id}/approve': DECIDE_ENROLLMENT,
  'POST /api/enrollments/{id}/reject': DECIDE_ENROLLMENT,
  'POST /api/enrollments/{id}/withdraw': DECIDE_ENROLLMENT,
  'POST /api/attendance/lists': gated('attendance', 'create'),
  'PATCH /api/attendance/lists/{id}': gated('attendance', 'edit'),
  'DELETE /api/attendance/lists/{id}': gated('attendance', 'delete'),
  'POST /api/attendance/lists/{id}/members': gated('attendance', 'edit', "core §6 step 6: a list's members are part of the list"),
  'DELETE /api/attendance/lists/{id}/members/{memberId}': gated('attendance', 'edit', "core §6 step 6: a list's members are part of the list"),
  'POST /api/attendance/sessions': gated('attendance', 'create'),
  'PATCH /api/attendance/sessions/{id}': gated('attendance', 'edit'),
  'DELETE /api/attendance/sessions/{id}': gated('attendance', 'delete'),
  'POST /api/attendance/sessions/{id}/close': gated('attendance', 'edit'),
  'POST /api/attendance/sessions/{id}/marks': gated('attendance', 'edit'),
  'POST /api/attendance/check-in': personal('core §2 /qr/{code} and /join/{code}: a person marks themselves present with the session\'s code'),
  'PUT /api/diary/entries/{date}': personal("core §2 Diary: the daily diary is its author's own; the date names the caller's entry"),
  'DELETE /api/diary/entries/{date}': personal("core §2 Diary: the daily diary is its author's own; the date names the caller's entry"),

  // Finance
  'POST /api/expenses': finance('create'),
  'PUT /api/expenses/{id}': finance('edit'),
  'DELETE /api/expenses/{id}': finance('delete'),
  'POST /api/income': finance('create'),
  'PUT /api/income/{id}': finance('edit'),
  'DELETE /api/income/{id}': finance('delete'),
  'POST /api/budgets': finance('create'),
  'PUT /api/budgets/{id}': finance('edit'),
  'DELETE /api/budgets/{id}': finance('delete'),

  // Catalog, listings and subscriptions
  'POST /api/catalog': gated('catalog', 'create'),
  'PUT /api/catalog/{id}': gated('catalog', 'edit'),
  'PATCH /api/catalog/{id}': gated('catalog', 'edit'),
  'DELETE /api/catalog/{id}': gated('catalog', 'delete'),
  'POST /api/orders': personal('core §2 Catalog → My Orders: a buyer checks out their own order of published products'),
  'PATCH /api/orders/{id}/status': ORDER_DESK,
  'PATCH /api/orders/{id}/payment-status': ORDER_DESK,
  // 'Hunting for' is the hunting module (core §3); its screens are Resource Listings.
  'POST /api/listings': gated('hunting', 'create'),
  'PUT /api/listings/{id}': gated('hunting', 'edit'),
  'PATCH /api/listings/{id}/status': gated('hunting', 'edit'),
  'DELETE /api/listings/{id}': gated('hunting', 'delete'),
  'POST /api/listings/{id}/responses': personal("'Hunting for' listings are answered by whoever can help: the response is the responder's own"),
  'POST /api/subscription-plans': gated('subscriptions', 'create'),
  'PUT /api/subscription-plans/{id}': gated('subscriptions', 'edit'),
  'DELETE /api/subscription-plans/{id}': gated('subscriptions', 'delete'),
  'POST /api/subscribers': gated('subscriptions', 'create'),
  'PUT /api/subscribers/{id}': gated('subscriptions', 'edit'),
  'PATCH /api/subscribers/{id}/status': gated('subscriptions', 'edit'),
  'DELETE /api/subscribers/{id}': gated('subscriptions', 'delete'),
  'POST /api/billing-cycles/generate': gated('billing', 'create'),
  'PATCH /api/billing-cycles/{id}/status': gated('billing', 'edit'),

  // Platform statistics
  'POST /api/statistics/rebuild': {
    kind: 'global-admin',
    reason: "booking §2 About: the statistics are the platform's, not a workspace's, so no workspace role reaches them",
  },
};

/** A service that answers a role otherwise than the spec says: listed so the suite stays green and the gap stays visible. */
export interface KnownMismatch {
  /** What the service answers today; the suite fails once it answers otherwise, so the entry is removed. */
  got: number;
  reason: string;
}

/**
 * The training service narrows a batch and its enrollments to the batch's coach or a workspace admin
 * (`managesBatch`, services/training/src/batches/batch.service.ts), an ownership rule the spec does
 * not have: core §6 step 6 lets a member whose training row has canEdit (the default) edit.
 */
const COACH_ONLY = 'only the batch coach or a workspace admin passes managesBatch; core §6 step 6 allows a member with training canEdit';

/** Keyed `METHOD /path as role`. */
export const KNOWN_MISMATCHES: Record<string, KnownMismatch> = {
  'PATCH /api/training-batches/{id} as member': { got: 403, reason: COACH_ONLY },
  'POST /api/enrollments/{id}/approve as member': { got: 403, reason: COACH_ONLY },
  'POST /api/enrollments/{id}/reject as member': { got: 403, reason: COACH_ONLY },
  'POST /api/enrollments/{id}/withdraw as member': { got: 403, reason: `only the enrollee besides: ${COACH_ONLY}` },
};

export const pairKey = (operationKey: string, role: WorkspaceRole) => `${operationKey} as ${role}`;
