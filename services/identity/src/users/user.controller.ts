import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { UserResponse, UserSummary } from '@cricket/contracts';
import { Auth, type SignedInContext } from '@cricket/service-kit';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateUserDto } from './dto/update-user.dto';
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
  update(@Auth() auth: SignedInContext, @Body() dto: UpdateUserDto): Promise<UserResponse> {
    return this.users.update(auth, dto);
  }

  @Post('user/password')
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  changePassword(@Auth() auth: SignedInContext, @Body() dto: ChangePasswordDto): Promise<{ message: string }> {
    return this.users.changePassword(auth, dto);
  }

  @Get('users')
  @ApiOkResponse({ type: [UserSummaryDto] })
  listWorkspaceUsers(@Auth() auth: SignedInContext): Promise<UserSummary[]> {
    return this.users.listWorkspaceUsers(auth);
  }
}
