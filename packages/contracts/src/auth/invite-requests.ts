import { WORKSPACE_ROLES } from '../roles';
import { oneOf, v, WORKSPACE_MESSAGES } from '../validation';
import { INVITE_EXPIRY_DAYS, INVITE_MAX_USES, INVITE_MESSAGES } from './invites';

// Apart from invites.ts, which the shell's frame imports for the link's route: a schema built at
// the top of a module is a call the minifier must keep, and with it the validation library.
/** Body of POST /api/workspaces/:id/invites; `maxUses` 1 is a single-use link, null a link without a limit. */
export const createInviteBody = v.object({
  role: oneOf(WORKSPACE_ROLES, WORKSPACE_MESSAGES.invalidRole),
  expiresInDays: oneOf(INVITE_EXPIRY_DAYS, INVITE_MESSAGES.expiry),
  maxUses: v.nullish(
    v.pipe(v.number(INVITE_MESSAGES.maxUses), v.integer(INVITE_MESSAGES.maxUses), v.minValue(1, INVITE_MESSAGES.maxUses), v.maxValue(INVITE_MAX_USES, INVITE_MESSAGES.maxUses)),
  ),
});
export type CreateInviteBody = v.InferOutput<typeof createInviteBody>;
