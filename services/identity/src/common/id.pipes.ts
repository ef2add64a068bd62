import { BadRequestException, ParseIntPipe } from '@nestjs/common';
import { WORKSPACE_MESSAGES } from '@cricket/contracts';
import { IDENTITY_MESSAGES } from './identity.messages';

/** `:id` of a workspace path; a non-numeric id is 400 'Invalid workspace ID'. */
export const WorkspaceIdPipe = new ParseIntPipe({ exceptionFactory: () => new BadRequestException(WORKSPACE_MESSAGES.invalidId) });

/** `:userId` of a member path. */
export const UserIdPipe = new ParseIntPipe({ exceptionFactory: () => new BadRequestException(IDENTITY_MESSAGES.invalidUserId) });
