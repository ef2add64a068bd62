import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  signInAccountBody,
  signInBody,
  type AuthContext,
  type RegisterBody,
  type RegisterResponse,
  type SignInAccount,
  type SignInAccountBody,
  type SignInBody,
  type UserResponse,
} from '@cricket/contracts';
import { Public, ValidBody } from '@cricket/service-kit';
import { UserIdPipe } from '../common/id.pipes';
import { UserResponseDto } from '../users/dto/user-response.dto';
import { AuthContextDto, RegisterResponseDto, SignInAccountResponseDto } from './dto/auth-response.dto';
import { AuthService } from './auth.service';
import { registration } from './password-rules';

/** Called by the gateway only (it never routes `internal/` from outside); still needs its token. */
@ApiTags('Internal: authentication')
@Controller('internal/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('verify')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponseDto })
  verify(@ValidBody(signInBody) dto: SignInBody): Promise<UserResponse> {
    return this.auth.verify(dto);
  }

  @Post('account')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: SignInAccountResponseDto })
  account(@ValidBody(signInAccountBody) dto: SignInAccountBody): Promise<SignInAccount> {
    return this.auth.signInAccount(dto.username);
  }

  @Post('register')
  @Public()
  @ApiCreatedResponse({ type: RegisterResponseDto })
  register(@ValidBody(registration) dto: RegisterBody): Promise<RegisterResponse> {
    return this.auth.register(dto);
  }

  @Get('context/:userId')
  @Public()
  @ApiOkResponse({ type: AuthContextDto })
  context(@Param('userId', UserIdPipe) userId: number): Promise<AuthContext> {
    return this.auth.context(userId);
  }
}
