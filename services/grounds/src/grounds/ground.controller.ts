import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { GROUND_MESSAGES, type GroundResponse } from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { GroundDto, GroundListQuery } from './dto/ground.dto';
import { GroundService } from './ground.service';

const GroundIdPipe = idPipe(GROUND_MESSAGES.notFound);

@ApiTags('Grounds')
@Controller('api/grounds')
export class GroundController {
  constructor(private readonly grounds: GroundService) {}

  @Get()
  list(@Auth() auth: SignedInContext, @Query() query: GroundListQuery): Promise<GroundResponse[]> {
    return this.grounds.list(auth, query.showAll === 'true');
  }

  @Get(':id')
  get(@Param('id', GroundIdPipe) id: number): Promise<GroundResponse> {
    return this.grounds.get(id);
  }

  @Post()
  @RequirePermission('grounds', 'edit')
  create(@Auth() auth: SignedInContext, @Body() dto: GroundDto): Promise<GroundResponse> {
    return this.grounds.create(auth, dto);
  }

  @Put(':id')
  @RequirePermission('grounds', 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', GroundIdPipe) id: number, @Body() dto: GroundDto): Promise<GroundResponse> {
    return this.grounds.update(auth, id, dto);
  }

  @Delete(':id')
  @RequirePermission('grounds', 'edit')
  remove(@Auth() auth: SignedInContext, @Param('id', GroundIdPipe) id: number): Promise<{ success: true }> {
    return this.grounds.remove(auth, id);
  }
}
