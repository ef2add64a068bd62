import { Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { featureRequestBody, type AuthContext, type FeatureRequestBody } from '@cricket/contracts';
import { Auth, Public, ValidBody } from '@cricket/service-kit';
import { FeatureRequestResponseDto } from './dto/feature-request.dto';
import { FeatureRequestService } from './feature-request.service';

@ApiTags('Feature requests')
@Controller('api/feature-requests')
export class FeatureRequestController {
  constructor(private readonly requests: FeatureRequestService) {}

  @Post()
  @Public()
  @ApiCreatedResponse({ type: FeatureRequestResponseDto })
  create(@Auth() auth: AuthContext, @ValidBody(featureRequestBody) dto: FeatureRequestBody): Promise<FeatureRequestResponseDto> {
    return this.requests.create(auth, dto);
  }
}
