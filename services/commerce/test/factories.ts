import { DataSource } from 'typeorm';
import {
  type CheckoutPayload,
  type ListingPayload,
  type ListingResponse,
  type PlanPayload,
  type PlanResponse,
  type ProductPayload,
  type ProductResponse,
  type SubscriberPayload,
  type SubscriberResponse,
} from '@cricket/contracts';
import { actor, startTestService, type Actor, type TestService } from '@cricket/service-kit/testing';

export { actor, newWorkspaceId, outboxEvents, type Actor } from '@cricket/service-kit/testing';
import { commerceService } from '../src/service';

/** Test data for the commerce service's medium tests (CONVENTIONS.md: factories). */
let sequence = 0;

export const startCommerce = () => startTestService('commerce', commerceService);

export const member = (workspaceId: number) => actor({ workspaceId, role: 'member' });
export const readonly = (workspaceId: number) => actor({ workspaceId, role: 'workspace_readonly' });

export function newProduct(overrides: Partial<ProductPayload> = {}): ProductPayload {
  return { name: `Bat ${++sequence}`, description: 'Grade 1 English willow', category: 'bats', pricePaise: 450_000, stock: 5, condition: 'new', ...overrides };
}

async function created<T>(res: { status: number; body: unknown }, what: string): Promise<T> {
  if (res.status !== 201) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

export async function createProduct(service: TestService, seller: Actor, overrides: Partial<ProductPayload> = {}): Promise<ProductResponse> {
  return created(await service.http().post('/api/catalog').set(seller.headers).send(newProduct(overrides)), 'product');
}

export function newCheckout(items: CheckoutPayload['items'], overrides: Partial<CheckoutPayload> = {}): CheckoutPayload {
  return { items, contactName: 'Ravi Kumar', contactPhone: '9876543210', deliveryAddress: '12 MG Road', deliveryCity: 'Pune', ...overrides };
}

export function newListing(overrides: Partial<ListingPayload> = {}): ListingPayload {
  return {
    kind: 'looking_for',
    resourceType: 'umpire',
    title: `Hunting for an umpire ${++sequence}`,
    description: 'T20 friendly on Sunday morning',
    location: 'Pune',
    date: '2027-01-10',
    contactPreference: 'in_app',
    ...overrides,
  };
}

export async function createListing(service: TestService, author: Actor, overrides: Partial<ListingPayload> = {}): Promise<ListingResponse> {
  return created(await service.http().post('/api/listings').set(author.headers).send(newListing(overrides)), 'listing');
}

export async function createPlan(service: TestService, admin: Actor, overrides: Partial<PlanPayload> = {}): Promise<PlanResponse> {
  const body: PlanPayload = { name: `Plan ${++sequence}`, pricePaise: 50_000, period: 'monthly', features: ['Nets twice a week'], ...overrides };
  return created(await service.http().post('/api/subscription-plans').set(admin.headers).send(body), 'plan');
}

export async function createSubscriber(
  service: TestService,
  admin: Actor,
  planId: number,
  overrides: Partial<SubscriberPayload> = {},
): Promise<SubscriberResponse> {
  const body: SubscriberPayload = { planId, name: `Subscriber ${++sequence}`, startDate: '2020-01-15', ...overrides };
  return created(await service.http().post('/api/subscribers').set(admin.headers).send(body), 'subscriber');
}

export async function countRows(service: TestService, sql: string, params: unknown[] = []): Promise<number> {
  const rows: { count: string }[] = await service.app.get(DataSource).query(sql, params);
  return Number(rows[0].count);
}

export const badRequest = (message: string) => ({ statusCode: 400, message, error: 'Bad Request' });
