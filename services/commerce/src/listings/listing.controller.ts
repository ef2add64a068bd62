import { Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  LISTING_MESSAGES,
  listingBody,
  listingQuery,
  listingReplyBody,
  listingStatusBody,
  type ListingFields,
  type ListingFilters,
  type ListingReplyFields,
  type ListingReplyResponse,
  type ListingResponse,
  type v,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { ListingService } from './listing.service';

const ListingIdPipe = idPipe(LISTING_MESSAGES.notFound);

/** 'Hunting for': posting and changing needs the hunting module; browsing and responding any signed-in user. */
@ApiTags('Listings')
@Controller('api/listings')
export class ListingController {
  constructor(private readonly listings: ListingService) {}

  @Get()
  browse(@ValidQuery(listingQuery) filters: ListingFilters): Promise<ListingResponse[]> {
    return this.listings.browse(filters);
  }

  @Get('user')
  mine(@Auth() auth: SignedInContext): Promise<ListingResponse[]> {
    return this.listings.mine(auth);
  }

  @Get('workspace')
  @RequirePermission('hunting', 'view')
  ofWorkspace(@Auth() auth: SignedInContext): Promise<ListingResponse[]> {
    return this.listings.ofWorkspace(auth);
  }

  @Get(':id')
  get(@Auth() auth: SignedInContext, @Param('id', ListingIdPipe) id: number): Promise<ListingResponse> {
    return this.listings.get(auth, id);
  }

  @Post()
  @RequirePermission('hunting', 'create')
  create(@Auth() auth: SignedInContext, @ValidBody(listingBody) fields: ListingFields): Promise<ListingResponse> {
    return this.listings.create(auth, fields);
  }

  @Put(':id')
  @RequirePermission('hunting', 'edit')
  update(
    @Auth() auth: SignedInContext,
    @Param('id', ListingIdPipe) id: number,
    @ValidBody(listingBody) fields: ListingFields,
  ): Promise<ListingResponse> {
    return this.listings.update(auth, id, fields);
  }

  @Patch(':id/status')
  @RequirePermission('hunting', 'edit')
  changeStatus(
    @Auth() auth: SignedInContext,
    @Param('id', ListingIdPipe) id: number,
    @ValidBody(listingStatusBody) body: v.InferOutput<typeof listingStatusBody>,
  ): Promise<ListingResponse> {
    return this.listings.changeStatus(auth, id, body.status);
  }

  @Delete(':id')
  @RequirePermission('hunting', 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', ListingIdPipe) id: number): Promise<{ success: true }> {
    return this.listings.remove(auth, id);
  }

  @Get(':id/responses')
  responses(@Auth() auth: SignedInContext, @Param('id', ListingIdPipe) id: number): Promise<ListingReplyResponse[]> {
    return this.listings.responses(auth, id);
  }

  @Post(':id/responses')
  respond(
    @Auth() auth: SignedInContext,
    @Param('id', ListingIdPipe) id: number,
    @ValidBody(listingReplyBody) reply: ListingReplyFields,
  ): Promise<ListingReplyResponse> {
    return this.listings.respond(auth, id, reply);
  }
}
