import { Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { profileBody, type ChangePasswordBody, type ProfileBody, type UserResponse, type UserSummary } from '@cricket/contracts';
import { Auth, ValidBody, type SignedInContext } from '@cricket/service-kit';
import { passwordChange } from '../auth/password-rules';
import { MessageResponseDto, UserResponseDto, UserSummaryDto } from './dto/user-response.dto';
import { UserService } from './user.service';

@ApiTags('Users')
@Controller('api')
export class UserController {
  constructor(private readonly users: UserService) {}

  @Get('user')
  @ApiOkResponse({ type: UserResponseDto })
  getMe(@Auth() auth: SignedInContext): Promise<UserResponse> {
    return this.users.getMe(auth);
  }

  @Patch('user')
  @ApiOkResponse({ type: UserResponseDto })
  update(@Auth() auth: SignedInContext, @ValidBody(profileBody) dto: ProfileBody): Promise<UserResponse> {
    return this.users.update(auth, dto);
  }

  @Post('user/password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  changePassword(@Auth() auth: SignedInContext, @ValidBody(passwordChange) dto: ChangePasswordBody): Promise<{ message: string }> {
    return this.users.changePassword(auth, dto);
  }

  @Get('users')
  @ApiOkResponse({ type: [UserSummaryDto] })
  listWorkspaceUsers(@Auth() auth: SignedInContext): Promise<UserSummary[]> {
    return this.users.listWorkspaceUsers(auth);
  }
}
