/**
 * What an id-addressed route answers when the rule is not the default one. The default:
 * a member of another workspace gets 404, a read-only member of the owning workspace gets 403 on
 * writes, neither changes the resource and the foreign answer never carries the owner's data.
 */
export interface Outcome {
  status: number;
  /** The request changes the owner's resource, and that is what it is for. */
  changes?: true;
  /** The answer carries the owner's resource, because it is published. */
  shows?: true;
}

export interface Exception {
  foreign?: Outcome;
  readonly?: Outcome;
  reason: string;
}

const published = (what: string, why: string): Exception => ({
  foreign: { status: 200, shows: true },
  reason: `${what} is published (DESIGN.md §4): every signed-in user reads it; ${why}`,
});

const publishedWrite = (what: string): Exception => ({
  foreign: { status: 403 },
  reason: `${what} is published, so its existence is no secret: another workspace's write is refused with 403 instead of 404`,
});

const MATCH = 'a match (read-only view and live score)';
const PLAYER = "a player of a workspace whose matches are public (their page, without the player's account)";
const TOURNAMENT = 'a tournament';
const GROUND = 'a ground';
const PRODUCT = 'an active catalog product';
const LISTING = 'an open listing';

/**
 * The one list of exceptions, each with its reason. Published resources (DESIGN.md §4 and the
 * spec's screens that browse them: grounds, tournaments, active catalog products, open listings,
 * a match's read-only view and live score) are read across workspaces; a few endpoints act on the
 * caller's own data or are open to any signed-in user by design. A new route is not here, so it
 * gets the default rule until someone adds it with a reason.
 */
export const EXCEPTIONS: Record<string, Exception> = {
  // Accounts and workspaces
  'GET /api/invites/{token}': {
    foreign: { status: 200, shows: true },
    reason:
      "an invite link's preview is for whoever holds the link (issue 22, item 5): the token grants sight of the workspace's name and the offered role, and nothing else of the workspace",
  },
  'POST /api/invites/{token}/accept': {
    foreign: { status: 200, changes: true, shows: true },
    readonly: { status: 409 },
    reason:
      "an invite link is its holder's invitation (issue 22, item 5): any signed-in person who holds it joins the workspace with the link's role and is told the workspace's name; a member already (the read-only member) is told so with 409 and nothing changes",
  },

  // Matches, teams and tournaments
  'GET /api/my/matches/{id}': published(MATCH, 'fans open shared links'),
  'GET /api/matches/{id}': published(MATCH, 'fans open shared links'),
  'GET /api/my/matches/{id}/scoring': published(MATCH, 'the live score'),
  'GET /api/my/matches/{id}/scorecard': published(MATCH, 'the live score'),
  'GET /api/matches/{id}/scoring': published(MATCH, 'the live score'),
  'GET /api/matches/{id}/scorecard': published(MATCH, 'the live score'),
  'GET /api/my/matches/{id}/player-of-the-match': published(MATCH, 'its player of the match'),
  'GET /api/matches/{id}/player-of-the-match': published(MATCH, 'its player of the match'),
  'GET /api/players/{id}': published(PLAYER, "fans follow a shared match's players (issue 17)"),
  'GET /api/players/{id}/career': published(PLAYER, 'its career counts the public matches only'),
  'PUT /api/my/matches/{id}': publishedWrite(MATCH),
  'DELETE /api/my/matches/{id}': publishedWrite(MATCH),
  'POST /api/my/matches/{id}/status': publishedWrite(MATCH),
  'PUT /api/my/matches/{id}/toss': publishedWrite(MATCH),
  'PUT /api/my/matches/{id}/score': publishedWrite(MATCH),
  'PUT /api/my/matches/{id}/result': publishedWrite(MATCH),
  'POST /api/my/matches/{id}/scoring': publishedWrite(MATCH),
  'POST /api/my/matches/{id}/scoring/events': publishedWrite(MATCH),
  'PUT /api/my/matches/{id}/scoring/events/{seq}': publishedWrite(MATCH),
  'POST /api/my/matches/{id}/scoring/undo': publishedWrite(MATCH),
  'POST /api/my/matches/{id}/scoring/finish': publishedWrite(MATCH),
  'POST /api/my/matches/{id}/scoring/lock': publishedWrite(MATCH),
  'POST /api/my/matches/{id}/scoring/lock/request': publishedWrite(MATCH),
  'DELETE /api/my/matches/{id}/scoring/lock': publishedWrite(MATCH),
  'PUT /api/my/matches/{id}/player-of-the-match': publishedWrite(MATCH),
  'GET /api/tournaments/{id}': published(TOURNAMENT, "'Browse and register for cricket tournaments' (core §2)"),
  'GET /api/tournaments/{id}/teams': published(TOURNAMENT, 'its entrants are part of its card'),
  'GET /api/tournaments/{id}/fixtures': published(TOURNAMENT, 'its fixtures'),
  'GET /api/tournaments/{id}/points-table': published(TOURNAMENT, 'its points table'),
  'GET /api/tournaments/{id}/leaderboards': published(TOURNAMENT, "its leaderboards, over the matches the reader may watch"),
  'PATCH /api/tournaments/{id}': publishedWrite(TOURNAMENT),
  'POST /api/tournaments/{id}/status': publishedWrite(TOURNAMENT),
  'POST /api/tournaments/{id}/fixtures': publishedWrite(TOURNAMENT),
  'POST /api/tournaments/{id}/penalties': publishedWrite(TOURNAMENT),
  'DELETE /api/tournaments/{id}/penalties/{penaltyId}': publishedWrite(TOURNAMENT),
  'GET /api/my/teams/manager/{userId}': {
    foreign: { status: 200 },
    reason: "lists the caller's own workspace's teams managed by that user: another workspace sees none of the owner's",
  },
  'POST /api/my/teams/join/{code}': {
    foreign: { status: 200, changes: true, shows: true },
    readonly: { status: 200, changes: true },
    reason: 'a join code is an invitation from the team: any signed-in person who holds it joins the squad as a player',
  },

  // Ground booking
  'GET /api/grounds/{id}': published(GROUND, "'Any logged-in user may request a booking' (booking spec)"),
  'PUT /api/grounds/{id}': publishedWrite(GROUND),
  'DELETE /api/grounds/{id}': publishedWrite(GROUND),

  // Catalog, listings and subscriptions
  'GET /api/catalog/{id}': published(PRODUCT, 'any signed-in user buys it'),
  'PUT /api/catalog/{id}': publishedWrite(PRODUCT),
  'PATCH /api/catalog/{id}': publishedWrite(PRODUCT),
  'DELETE /api/catalog/{id}': publishedWrite(PRODUCT),
  'GET /api/listings/{id}': published(LISTING, "'Hunting for' is browsed by everyone"),
  'PUT /api/listings/{id}': publishedWrite(LISTING),
  'DELETE /api/listings/{id}': publishedWrite(LISTING),
  'PATCH /api/listings/{id}/status': publishedWrite(LISTING),
  'GET /api/listings/{id}/responses': {
    foreign: { status: 200 },
    reason: "a responder reads their own responses to a published listing; another workspace sees none of the owner's",
  },
  'POST /api/listings/{id}/responses': {
    foreign: { status: 201, changes: true },
    readonly: { status: 201, changes: true },
    reason: 'responding to a published listing is what it is for: any signed-in user may (the listing counts the response)',
  },

  // Training, attendance and diary
  'PUT /api/diary/entries/{date}': {
    foreign: { status: 200 },
    readonly: { status: 200 },
    reason: "the diary is personal: the date names the caller's own entry, never the owner's, which stays as it was",
  },
  'DELETE /api/diary/entries/{date}': {
    readonly: { status: 404 },
    reason: "the diary is personal: the date names the caller's own entry (none here), never the owner's",
  },
};
