import { Controller, ForbiddenException, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES, type PlatformStatistics } from '@cricket/contracts';
import { Auth, Public, type SignedInContext } from '@cricket/service-kit';
import { StatisticsService } from './statistics.service';

@ApiTags('Statistics')
@Controller('api/statistics')
export class StatisticsController {
  constructor(private readonly statistics: StatisticsService) {}

  /** The About page's Platform Statistics: public, no sign-in (booking spec §2, §3). */
  @Get()
  @Public()
  get(): Promise<PlatformStatistics> {
    return this.statistics.get();
  }

  /** Refolds the read model from the event log; for the platform's global admins only. */
  @Post('rebuild')
  @HttpCode(200)
  rebuild(@Auth() auth: SignedInContext): Promise<PlatformStatistics> {
    if (auth.user.role !== 'admin') throw new ForbiddenException(AUTH_MESSAGES.forbidden);
    return this.statistics.rebuild();
  }
}
