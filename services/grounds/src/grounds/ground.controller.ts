import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { GROUND_MESSAGES, groundBody, groundListQuery, v, type GroundBody, type GroundResponse } from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { GroundService } from './ground.service';

const GroundIdPipe = idPipe(GROUND_MESSAGES.notFound);

@ApiTags('Grounds')
@Controller('api/grounds')
export class GroundController {
  constructor(private readonly grounds: GroundService) {}

  @Get()
  list(@Auth() auth: SignedInContext, @ValidQuery(groundListQuery) query: v.InferOutput<typeof groundListQuery>): Promise<GroundResponse[]> {
    return this.grounds.list(auth, query.showAll);
  }

  @Get(':id')
  get(@Param('id', GroundIdPipe) id: number): Promise<GroundResponse> {
    return this.grounds.get(id);
  }

  @Post()
  @RequirePermission('grounds', 'edit')
  create(@Auth() auth: SignedInContext, @ValidBody(groundBody) dto: GroundBody): Promise<GroundResponse> {
    return this.grounds.create(auth, dto);
  }

  @Put(':id')
  @RequirePermission('grounds', 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', GroundIdPipe) id: number, @ValidBody(groundBody) dto: GroundBody): Promise<GroundResponse> {
    return this.grounds.update(auth, id, dto);
  }

  @Delete(':id')
  @RequirePermission('grounds', 'edit')
  remove(@Auth() auth: SignedInContext, @Param('id', GroundIdPipe) id: number): Promise<{ success: true }> {
    return this.grounds.remove(auth, id);
  }
}
