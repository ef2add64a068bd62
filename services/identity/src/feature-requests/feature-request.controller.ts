import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '@cricket/contracts';
import { Auth, Public } from '@cricket/service-kit';
import { CreateFeatureRequestDto, FeatureRequestResponseDto } from './dto/feature-request.dto';
import { FeatureRequestService } from './feature-request.service';

@ApiTags('Feature requests')
@Controller('api/feature-requests')
export class FeatureRequestController {
  constructor(private readonly requests: FeatureRequestService) {}

  @Post()
  @Public()
  @ApiCreatedResponse({ type: FeatureRequestResponseDto })
  create(@Auth() auth: AuthContext, @Body() dto: CreateFeatureRequestDto): Promise<FeatureRequestResponseDto> {
    return this.requests.create(auth, dto);
  }
}
