import { MATCH_VISIBILITIES, MATCH_VISIBILITY_MESSAGES } from '../matches/visibility';
import { MODULES } from '../permissions/modules';
import { REGISTRATION_ROLES, WORKSPACE_ROLES } from '../roles';
import {
  AUTH_MESSAGES,
  EMAIL_MAX,
  FEATURE_DESCRIPTION,
  FEATURE_REQUEST_MESSAGES,
  FEATURE_TITLE,
  IDENTITY_MESSAGES,
  id,
  isImageReference,
  objectOf,
  isValidEmail,
  NAME_MAX,
  NAME_MIN,
  oneOf,
  PASSWORD_MIN,
  REGISTRATION_MESSAGES,
  requiredText,
  SIGN_IN_MESSAGES,
  textThat,
  USERNAME_MAX,
  USERNAME_MIN,
  v,
  WORKSPACE_MESSAGES,
  WORKSPACE_NAME_MAX,
} from '../validation';
import { newPassword } from './passwords';

/*
 * The bodies identity reads (core §3, §5), checked by identity and by the shell's forms. An
 * optional field may be left out or null (a null picture or metadata clears it), except the
 * names, email and match visibility of an edit, which their tables never hold null; an empty
 * text is checked like any other, never read as absent.
 */

/** Trimmed text of `min` to `max` characters: anything else than text answers `message` too. */
const textOfLength = (min: number, max: number, message: string, tooLong: string = message) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, tooLong));

/** Emails are compared and stored lower-cased. */
const email = v.pipe(
  v.string(REGISTRATION_MESSAGES.email),
  v.trim(),
  v.toLowerCase(),
  v.check((text) => isValidEmail(text), REGISTRATION_MESSAGES.email),
  v.maxLength(EMAIL_MAX, REGISTRATION_MESSAGES.emailTooLong),
);

const personName = textOfLength(NAME_MIN, NAME_MAX, REGISTRATION_MESSAGES.name, REGISTRATION_MESSAGES.nameTooLong);

export const signInBody = v.object({
  username: v.pipe(v.string(SIGN_IN_MESSAGES.username), v.trim(), v.minLength(USERNAME_MIN, SIGN_IN_MESSAGES.username)),
  password: v.pipe(v.string(SIGN_IN_MESSAGES.password), v.minLength(PASSWORD_MIN, SIGN_IN_MESSAGES.password)),
});
export type SignInBody = v.InferOutput<typeof signInBody>;

/** The login typed at sign-in, as the gateway's throttling asks about it. */
export const signInAccountBody = v.object({ username: v.pipe(v.string(IDENTITY_MESSAGES.loginNotText), v.trim()) });
export type SignInAccountBody = v.InferOutput<typeof signInAccountBody>;

export const registerBody = v.object({
  username: textOfLength(USERNAME_MIN, USERNAME_MAX, REGISTRATION_MESSAGES.username, REGISTRATION_MESSAGES.usernameTooLong),
  password: newPassword,
  email,
  name: personName,
  role: v.nullish(oneOf(REGISTRATION_ROLES, REGISTRATION_MESSAGES.role)),
});
export type RegisterBody = v.InferOutput<typeof registerBody>;

/** The signed-in user's own profile; a null picture removes it. */
export const profileBody = v.object({
  name: v.optional(personName),
  email: v.optional(email),
  profilePicture: v.nullish(textThat(isImageReference, IDENTITY_MESSAGES.profilePicture)),
});
export type ProfileBody = v.InferOutput<typeof profileBody>;

export const changePasswordBody = v.object({
  currentPassword: v.pipe(v.string(AUTH_MESSAGES.currentPassword), v.nonEmpty(AUTH_MESSAGES.currentPassword)),
  newPassword,
});
export type ChangePasswordBody = v.InferOutput<typeof changePasswordBody>;

export const featureRequestBody = v.object({
  title: textOfLength(FEATURE_TITLE.min, FEATURE_TITLE.max, FEATURE_REQUEST_MESSAGES.title),
  description: textOfLength(FEATURE_DESCRIPTION.min, FEATURE_DESCRIPTION.max, FEATURE_REQUEST_MESSAGES.description),
  email: v.nullish(email),
});
export type FeatureRequestBody = v.InferOutput<typeof featureRequestBody>;

const workspaceName = requiredText(WORKSPACE_NAME_MAX, WORKSPACE_MESSAGES.nameRequired, WORKSPACE_MESSAGES.nameTooLong);

/** Any JSON object, kept as sent; null clears it. */
const metadata = v.nullish(objectOf(v.record(v.string(), v.unknown()), IDENTITY_MESSAGES.metadata));

export const createWorkspaceBody = v.object({ name: workspaceName, metadata });
export type CreateWorkspaceBody = v.InferOutput<typeof createWorkspaceBody>;

export const updateWorkspaceBody = v.object({
  name: v.optional(workspaceName),
  metadata,
  matchVisibility: v.optional(oneOf(MATCH_VISIBILITIES, MATCH_VISIBILITY_MESSAGES.invalid)),
});
export type UpdateWorkspaceBody = v.InferOutput<typeof updateWorkspaceBody>;

/** `{workspaceId}` of switch and refresh-session; its decimal text is taken too. */
export const selectWorkspaceBody = v.object({ workspaceId: id(WORKSPACE_MESSAGES.invalidId) });
export type SelectWorkspaceBody = v.InferOutput<typeof selectWorkspaceBody>;

/** Adds an existing user, named by id, or by username or email (case-insensitive); a login given must not be blank. */
export const addMemberBody = v.object({
  userId: v.nullish(id(IDENTITY_MESSAGES.invalidUserId)),
  username: v.nullish(v.pipe(v.string(WORKSPACE_MESSAGES.memberIdentity), v.trim(), v.nonEmpty(WORKSPACE_MESSAGES.memberIdentity))),
  email: v.nullish(v.pipe(v.string(WORKSPACE_MESSAGES.memberIdentity), v.trim(), v.toLowerCase(), v.nonEmpty(WORKSPACE_MESSAGES.memberIdentity))),
  role: v.nullish(oneOf(WORKSPACE_ROLES, WORKSPACE_MESSAGES.invalidRole)),
});
export type AddMemberBody = v.InferOutput<typeof addMemberBody>;

export const updateMemberBody = v.object({ role: oneOf(WORKSPACE_ROLES, WORKSPACE_MESSAGES.invalidRole) });
export type UpdateMemberBody = v.InferOutput<typeof updateMemberBody>;

const permissionFlag = v.boolean(IDENTITY_MESSAGES.permissionFlag);

/** Rows to upsert for one member; modules not named keep their rows. */
export const replacePermissionsBody = v.object({
  permissions: v.pipe(
    v.array(
      v.object(
        { module: oneOf(MODULES, WORKSPACE_MESSAGES.invalidModule), canView: permissionFlag, canCreate: permissionFlag, canEdit: permissionFlag, canDelete: permissionFlag },
        IDENTITY_MESSAGES.permissionRow,
      ),
      IDENTITY_MESSAGES.permissions,
    ),
    v.maxLength(MODULES.length * 2, IDENTITY_MESSAGES.permissions),
  ),
});
export type ReplacePermissionsBody = v.InferOutput<typeof replacePermissionsBody>;
