import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { AuthContext, RegisterResponse, SignInAccount, UserResponse } from '@cricket/contracts';
import { Public } from '@cricket/service-kit';
import { UserIdPipe } from '../common/id.pipes';
import { UserResponseDto } from '../users/dto/user-response.dto';
import { AuthContextDto, RegisterResponseDto } from './dto/auth-response.dto';
import { RegisterDto } from './dto/register.dto';
import { SignInAccountDto, SignInAccountResponseDto } from './dto/sign-in-account.dto';
import { VerifyCredentialsDto } from './dto/verify-credentials.dto';
import { AuthService } from './auth.service';

/** Called by the gateway only (it never routes `internal/` from outside); still needs its token. */
@ApiTags('Internal: authentication')
@Controller('internal/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('verify')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponseDto })
  verify(@Body() dto: VerifyCredentialsDto): Promise<UserResponse> {
    return this.auth.verify(dto);
  }

  @Post('account')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: SignInAccountResponseDto })
  account(@Body() dto: SignInAccountDto): Promise<SignInAccount> {
    return this.auth.signInAccount(dto.username);
  }

  @Post('register')
  @Public()
  @ApiCreatedResponse({ type: RegisterResponseDto })
  register(@Body() dto: RegisterDto): Promise<RegisterResponse> {
    return this.auth.register(dto);
  }

  @Get('context/:userId')
  @Public()
  @ApiOkResponse({ type: AuthContextDto })
  context(@Param('userId', UserIdPipe) userId: number): Promise<AuthContext> {
    return this.auth.context(userId);
  }
}
