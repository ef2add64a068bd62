import { Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  PRODUCT_MESSAGES,
  catalogQuery,
  productBody,
  productQuickEditBody,
  type CatalogFilters,
  type ProductFields,
  type ProductQuickEdit,
  type ProductResponse,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { ProductService } from './product.service';

const ProductIdPipe = idPipe(PRODUCT_MESSAGES.notFound);

@ApiTags('Catalog')
@Controller('api/catalog')
export class ProductController {
  constructor(private readonly products: ProductService) {}

  @Get()
  browse(@ValidQuery(catalogQuery) query: CatalogFilters): Promise<ProductResponse[]> {
    return this.products.browse(query);
  }

  @Get('mine')
  mine(@Auth() auth: SignedInContext): Promise<ProductResponse[]> {
    return this.products.mine(auth);
  }

  @Get('workspace')
  @RequirePermission('catalog', 'view')
  ofWorkspace(@Auth() auth: SignedInContext): Promise<ProductResponse[]> {
    return this.products.ofWorkspace(auth);
  }

  @Get(':id')
  get(@Auth() auth: SignedInContext, @Param('id', ProductIdPipe) id: number): Promise<ProductResponse> {
    return this.products.get(auth, id);
  }

  @Post()
  @RequirePermission('catalog', 'create')
  create(@Auth() auth: SignedInContext, @ValidBody(productBody) fields: ProductFields): Promise<ProductResponse> {
    return this.products.create(auth, fields);
  }

  @Put(':id')
  @RequirePermission('catalog', 'edit')
  update(
    @Auth() auth: SignedInContext,
    @Param('id', ProductIdPipe) id: number,
    @ValidBody(productBody) fields: ProductFields,
  ): Promise<ProductResponse> {
    return this.products.update(auth, id, fields);
  }

  /** The seller's inline quick edit of price and stock (/catalog/{id}/direct-edit). */
  @Patch(':id')
  @RequirePermission('catalog', 'edit')
  quickEdit(
    @Auth() auth: SignedInContext,
    @Param('id', ProductIdPipe) id: number,
    @ValidBody(productQuickEditBody) changes: ProductQuickEdit,
  ): Promise<ProductResponse> {
    return this.products.update(auth, id, changes);
  }

  @Delete(':id')
  @RequirePermission('catalog', 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', ProductIdPipe) id: number): Promise<{ success: true }> {
    return this.products.remove(auth, id);
  }
}
