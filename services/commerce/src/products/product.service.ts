import { Injectable } from '@nestjs/common';
import { Brackets } from 'typeorm';
import { PRODUCT_MESSAGES, type CatalogFilters, type CatalogSort, type ProductFields, type ProductQuickEdit, type ProductResponse } from '@cricket/contracts';
import { InjectWorkspaceRepository, requireAccess, WorkspaceRepository, workspaceIdOf } from '@cricket/service-kit';
import type { SignedInContext } from '@cricket/service-kit';
import { Product } from './product.entity';
import { toProductResponse } from './product.mapper';

const SORTS: Record<CatalogSort, [string, 'ASC' | 'DESC']> = {
  newest: ['p.created_at', 'DESC'],
  price_asc: ['p.price_paise', 'ASC'],
  price_desc: ['p.price_paise', 'DESC'],
  name: ['lower(p.name)', 'ASC'],
};

@Injectable()
export class ProductService {
  constructor(@InjectWorkspaceRepository(Product) private readonly products: WorkspaceRepository<Product>) {}

  /** The published catalog: every workspace's active products, filtered and sorted. */
  async browse(query: CatalogFilters): Promise<ProductResponse[]> {
    // Active products are published to every signed-in user.
    const qb = this.products.acrossWorkspaces('p').where("p.status = 'active'");
    if (query.search) {
      qb.andWhere(new Brackets((w) => w.where('p.name ILIKE :search').orWhere('p.description ILIKE :search')), {
        search: `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      });
    }
    if (query.category) qb.andWhere('p.category = :category', { category: query.category });
    if (query.condition) qb.andWhere('p.condition = :condition', { condition: query.condition });
    if (query.minPricePaise !== undefined) qb.andWhere('p.price_paise >= :min', { min: query.minPricePaise });
    if (query.maxPricePaise !== undefined) qb.andWhere('p.price_paise <= :max', { max: query.maxPricePaise });
    if (query.inStock) qb.andWhere('p.stock > 0');
    const [column, direction] = SORTS[query.sort];
    qb.orderBy(column, direction).addOrderBy('p.id', 'DESC');
    return (await qb.getMany()).map(toProductResponse);
  }

  /** My Products: what I listed, in any workspace and status. */
  async mine(auth: SignedInContext): Promise<ProductResponse[]> {
    // The author sees what they listed in every workspace they listed it in.
    const rows = await this.products
      .acrossWorkspaces('p')
      .where('p.created_by = :userId', { userId: auth.user.id })
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .getMany();
    return rows.map(toProductResponse);
  }

  /** The current workspace's products in any status. */
  async ofWorkspace(auth: SignedInContext): Promise<ProductResponse[]> {
    const rows = await this.products.find(workspaceIdOf(auth), { order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toProductResponse);
  }

  /** An active product of any workspace, or any product of mine. */
  async get(auth: SignedInContext, id: number): Promise<ProductResponse> {
    return toProductResponse(await this.findVisible(this.products, auth, id));
  }

  async create(auth: SignedInContext, fields: ProductFields): Promise<ProductResponse> {
    const workspaceId = workspaceIdOf(auth);
    const product = this.products.create(workspaceId, { ...fields, workspaceName: auth.workspace!.name, createdBy: auth.user.id });
    return toProductResponse(await this.products.save(workspaceId, product));
  }

  async update(auth: SignedInContext, id: number, changes: ProductFields | ProductQuickEdit): Promise<ProductResponse> {
    return this.products.manager.transaction(async (manager) => {
      const products = this.products.in(manager);
      const product = await this.findOwned(products, auth, id);
      return toProductResponse(await products.save(product.workspaceId, Object.assign(product, changes)));
    });
  }

  /** Orders keep the product's name and price; their link to it is cleared. */
  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    return this.products.manager.transaction(async (manager) => {
      const products = this.products.in(manager);
      const product = await this.findOwned(products, auth, id);
      await products.delete(product.workspaceId, { id: product.id });
      return { success: true as const };
    });
  }

  /** An active product is published; any other is its own workspace's only. */
  private async findVisible(products: WorkspaceRepository<Product>, auth: SignedInContext, id: number): Promise<Product> {
    return requireAccess(auth, await products.byIdAcrossWorkspaces(id), visibleProduct(auth));
  }

  /** Published products are read by everyone and changed only by their workspace (the guard checked its permission). */
  private async findOwned(products: WorkspaceRepository<Product>, auth: SignedInContext, id: number): Promise<Product> {
    return requireAccess(auth, await products.byIdAcrossWorkspaces(id, { lock: true }), { ...visibleProduct(auth), change: true, otherWorkspace: PRODUCT_MESSAGES.otherWorkspace });
  }
}

const visibleProduct = (auth: SignedInContext) => ({
  notFound: PRODUCT_MESSAGES.notFound,
  visible: (product: Product) => product.status === 'active' || product.workspaceId === auth.workspace?.id,
});
