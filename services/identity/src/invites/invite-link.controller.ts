import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AcceptInviteResponse, AuthContext, InvitePreviewResponse } from '@cricket/contracts';
import { Auth, Public, type SignedInContext } from '@cricket/service-kit';
import { AcceptInviteResponseDto, InvitePreviewResponseDto } from './dto/invite.dto';
import { InviteService } from './invite.service';

/** An invite link as its holder uses it: the token in the path is the only key. */
@ApiTags('Workspace invites')
@Controller('api/invites/:token')
export class InviteLinkController {
  constructor(private readonly invites: InviteService) {}

  /** Public: a signed-out holder sees what the link offers before signing in. */
  @Get()
  @Public()
  @ApiOkResponse({ type: InvitePreviewResponseDto })
  preview(@Auth() auth: AuthContext, @Param('token') token: string): Promise<InvitePreviewResponse> {
    return this.invites.preview(auth, token);
  }

  @Post('accept')
  @HttpCode(200)
  @ApiOkResponse({ type: AcceptInviteResponseDto })
  accept(@Auth() auth: SignedInContext, @Param('token') token: string): Promise<AcceptInviteResponse> {
    return this.invites.accept(auth, token);
  }
}
