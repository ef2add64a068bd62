import type { WorkspaceRole } from '../roles';

/*
 * Invite links (issue 22, item 5): a workspace admin shares `/invite/<token>`; whoever opens it
 * signed in may join the workspace with the link's role. Only the token's hash is stored.
 */

/** How long a new link stays valid, in days: the choices Workspace Settings offers. */
export const INVITE_EXPIRY_DAYS = [1, 7, 30] as const;
export type InviteExpiryDays = (typeof INVITE_EXPIRY_DAYS)[number];
export const DEFAULT_INVITE_EXPIRY_DAYS: InviteExpiryDays = 7;

/** The most uses a multi-use link may be limited to; no limit at all is null. */
export const INVITE_MAX_USES = 1000;

/** Random bytes in a token: 256 bits, well past guessing. */
export const INVITE_TOKEN_BYTES = 32;
/** A token as the service issues it (base64url of INVITE_TOKEN_BYTES); anything else is not looked up. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where a link leads in the shell; not /join, which is the training area's check-in (mfe-training routes.json). */
export const INVITE_LINK_ROUTE = '/invite/:token';
export const inviteLinkPath = (token: string) => `/invite/${token}`;
export const inviteLinkUrl = (origin: string, token: string) => `${origin}${inviteLinkPath(token)}`;

/** What a link is now. Revoked and unknown links are not described at all: both are 'not valid'. */
export const INVITE_STATES = ['active', 'expired', 'used_up'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

export const INVITE_MESSAGES = {
  invalid: 'This invite link is not valid',
  expired: 'This invite link has expired',
  usedUp: 'This invite link has already been used the most times it allows',
  notFound: 'Invite link not found',
  invalidId: 'Invalid invite ID',
  expiry: `Expiry must be one of ${INVITE_EXPIRY_DAYS.join(', ')} days`,
  maxUses: `Maximum uses must be a whole number from 1 to ${INVITE_MAX_USES}, or none for no limit`,
  alreadyMember: (workspaceName: string) => `You are already a member of ${workspaceName}`,
} as const;

/** The message for a link that cannot be used, by its state. */
export const INVITE_STATE_MESSAGES: Record<Exclude<InviteState, 'active'>, string> = {
  expired: INVITE_MESSAGES.expired,
  used_up: INVITE_MESSAGES.usedUp,
};

export interface InviteUsage {
  expiresAt: string | Date;
  maxUses: number | null;
  uses: number;
}

/** A stored, unrevoked link's state at `now`. */
export function inviteState(invite: InviteUsage, now: Date = new Date()): InviteState {
  if (new Date(invite.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return 'used_up';
  return 'active';
}

/** A workspace's link as its admins see it; the token itself is never stored, so never listed. */
export interface WorkspaceInviteResponse {
  id: number;
  workspaceId: number;
  role: WorkspaceRole;
  expiresAt: string;
  maxUses: number | null;
  uses: number;
  state: InviteState;
  createdBy: number | null;
  createdAt: string;
}

/** The answer to creating a link: the only time its token is told. */
export interface CreatedInviteResponse extends WorkspaceInviteResponse {
  token: string;
}

/** GET /api/invites/:token, open to anyone holding the link: nothing beyond what the join page shows. */
export interface InvitePreviewResponse {
  workspaceName: string;
  role: WorkspaceRole;
  state: InviteState;
  /** The workspace's id when the signed-in caller is already its member (to switch to it), else null. */
  memberOfWorkspaceId: number | null;
}

/** POST /api/invites/:token/accept: the workspace joined and the role given. */
export interface AcceptInviteResponse {
  workspaceId: number;
  workspaceName: string;
  role: WorkspaceRole;
}
