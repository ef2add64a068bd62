import { BadRequestException } from '@nestjs/common';
import { IDENTITY_MESSAGES, INVITE_MESSAGES, WORKSPACE_MESSAGES } from '@cricket/contracts';
import { IdPipe } from '@cricket/service-kit';

/** `:id` of a workspace path; a non-numeric id is 400 'Invalid workspace ID'. */
export const WorkspaceIdPipe = new IdPipe(() => new BadRequestException(WORKSPACE_MESSAGES.invalidId));

/** `:userId` of a member path. */
export const UserIdPipe = new IdPipe(() => new BadRequestException(IDENTITY_MESSAGES.invalidUserId));

/** `:inviteId` of an invite path. */
export const InviteIdPipe = new IdPipe(() => new BadRequestException(INVITE_MESSAGES.invalidId));
