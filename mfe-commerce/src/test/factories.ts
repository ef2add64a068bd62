import type { ListingResponse, OrderResponse, OrderStatus, ProductResponse } from '@cricket/contracts';
import { TEST_WORKSPACE_ID } from '@cricket/shell-sdk/testing';

let nextId = 1;

export function newProduct(overrides: Partial<ProductResponse> = {}): ProductResponse {
  const id = nextId++;
  return {
    id,
    workspaceId: 99,
    workspaceName: 'Seller Club',
    name: `Bat ${id}`,
    description: null,
    category: 'bats',
    pricePaise: 250000,
    stock: 3,
    condition: 'new',
    images: [],
    status: 'active',
    createdBy: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function newOrder(status: OrderStatus, overrides: Partial<OrderResponse> = {}): OrderResponse {
  const id = nextId++;
  return {
    id,
    workspaceId: TEST_WORKSPACE_ID,
    workspaceName: 'Club',
    buyerUserId: 42,
    buyerName: 'Ravi',
    status,
    paymentStatus: 'pending',
    paymentMethod: 'offline',
    totalPaise: 250000,
    contactName: `Buyer ${id}`,
    contactPhone: '9800000000',
    contactEmail: null,
    deliveryAddress: '1 Pitch Lane',
    deliveryCity: 'Pune',
    deliveryPincode: null,
    notes: null,
    items: [{ id: 1, productId: 1, productName: 'Bat', unitPricePaise: 250000, quantity: 1, lineTotalPaise: 250000 }],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An open listing of another workspace's member; `id` picks its id (and its title's number). */
export function newListing(overrides: Partial<ListingResponse> = {}): ListingResponse {
  const id = overrides.id ?? nextId++;
  return {
    id,
    workspaceId: 99,
    workspaceName: 'Other Club',
    userId: 50,
    userName: 'Meera',
    kind: 'looking_for',
    resourceType: 'TEAM',
    title: `Listing ${id}`,
    description: null,
    location: 'Pune',
    date: null,
    contactPreference: 'in_app',
    contactDetails: null,
    status: 'open',
    responseCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
