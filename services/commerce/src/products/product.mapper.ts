import type { ProductResponse } from '@cricket/contracts';
import type { Product } from './product.entity';

export function toProductResponse(p: Product): ProductResponse {
  return {
    id: p.id,
    workspaceId: p.workspaceId,
    workspaceName: p.workspaceName,
    name: p.name,
    description: p.description,
    category: p.category,
    pricePaise: p.pricePaise,
    stock: p.stock,
    condition: p.condition,
    images: p.images,
    status: p.status,
    createdBy: p.createdBy,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
