import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type EntityManager, type Repository } from 'typeorm';
import { PRODUCT_MESSAGES, type CatalogFilters, type CatalogSort, type ProductFields, type ProductQuickEdit, type ProductResponse } from '@cricket/contracts';
import { workspaceIdOf } from '@cricket/service-kit';
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
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  /** The published catalog: every workspace's active products, filtered and sorted. */
  async browse(query: CatalogFilters): Promise<ProductResponse[]> {
    const qb = this.products.createQueryBuilder('p').where("p.status = 'active'");
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
    const rows = await this.products.find({ where: { createdBy: auth.user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toProductResponse);
  }

  /** The current workspace's products in any status. */
  async ofWorkspace(auth: SignedInContext): Promise<ProductResponse[]> {
    const rows = await this.products.find({ where: { workspaceId: workspaceIdOf(auth) }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toProductResponse);
  }

  /** An active product of any workspace, or any product of mine. */
  async get(auth: SignedInContext, id: number): Promise<ProductResponse> {
    return toProductResponse(await this.findVisible(this.products.manager, auth, id));
  }

  async create(auth: SignedInContext, fields: ProductFields): Promise<ProductResponse> {
    const product = this.products.create({ ...fields, workspaceId: workspaceIdOf(auth), workspaceName: auth.workspace!.name, createdBy: auth.user.id });
    return toProductResponse(await this.products.save(product));
  }

  async update(auth: SignedInContext, id: number, changes: ProductFields | ProductQuickEdit): Promise<ProductResponse> {
    return this.products.manager.transaction(async (manager) => {
      const product = await this.findOwned(manager, auth, id);
      return toProductResponse(await manager.save(Object.assign(product, changes)));
    });
  }

  /** Orders keep the product's name and price; their link to it is cleared. */
  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    return this.products.manager.transaction(async (manager) => {
      const product = await this.findOwned(manager, auth, id);
      await manager.delete(Product, { id: product.id });
      return { success: true as const };
    });
  }

  private async findVisible(manager: EntityManager, auth: SignedInContext, id: number, lock = false): Promise<Product> {
    const product = await manager.findOne(Product, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
    if (!product || (product.status !== 'active' && product.workspaceId !== auth.workspace?.id)) throw new NotFoundException(PRODUCT_MESSAGES.notFound);
    return product;
  }

  /** Published products are read by everyone and changed only by their workspace (the guard checked its permission). */
  private async findOwned(manager: EntityManager, auth: SignedInContext, id: number): Promise<Product> {
    const product = await this.findVisible(manager, auth, id, true);
    if (product.workspaceId !== auth.workspace?.id) throw new ForbiddenException(PRODUCT_MESSAGES.otherWorkspace);
    return product;
  }
}
