import { AUTH_MESSAGES, PRODUCT_MESSAGES, type ProductResponse } from '@cricket/contracts';
import type { TestService } from '@cricket/service-kit/testing';
import { actor, badRequest, createProduct, member, newProduct, readonly, startCommerce } from './factories';

describe('commerce: catalog (issue #9 §1)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startCommerce();
  });
  afterAll(() => service.close());

  it('POST /api/catalog lists a product of the current workspace with defaults', async () => {
    const seller = actor();
    const res = await service.http().post('/api/catalog').set(seller.headers).send(newProduct({ name: '  SG Cobra bat  ', description: ' ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      workspaceId: seller.workspaceId,
      workspaceName: `Club ${seller.workspaceId}`,
      name: 'SG Cobra bat',
      description: null,
      category: 'bats',
      pricePaise: 450_000,
      stock: 5,
      condition: 'new',
      images: [],
      status: 'active',
      createdBy: seller.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it.each([
    [{ name: '' }, PRODUCT_MESSAGES.name],
    [{ category: 'stumps' }, PRODUCT_MESSAGES.category],
    [{ pricePaise: -5 }, PRODUCT_MESSAGES.priceNegative],
    [{ stock: 1.5 }, PRODUCT_MESSAGES.stock],
    [{ condition: 'mint' }, PRODUCT_MESSAGES.condition],
    [{ images: ['ftp://x'] }, PRODUCT_MESSAGES.image],
  ])('refuses bad input with the first message: %p', async (overrides, message) => {
    const seller = actor();
    const res = await service.http().post('/api/catalog').set(seller.headers).send(newProduct(overrides as never));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(badRequest(message));
    const mine = await service.http().get('/api/catalog/mine').set(seller.headers);
    expect(mine.body).toEqual([]);
  });

  it('GET /api/catalog browses every workspace’s active products with search, filters and sort', async () => {
    const a = actor();
    const b = actor();
    const tag = `q${Date.now()}`;
    const cheap = await createProduct(service, a, { name: `${tag} ball`, category: 'balls', pricePaise: 50_000 });
    const dear = await createProduct(service, b, { name: `${tag} bat`, category: 'bats', pricePaise: 900_000, condition: 'used' });
    await createProduct(service, b, { name: `${tag} hidden`, status: 'inactive' });
    const ids = (res: { body: ProductResponse[] }) => res.body.map((p) => p.id);

    const all = await service.http().get('/api/catalog').query({ search: tag, sort: 'price_desc' }).set(actor().headers);
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([dear.id, cheap.id]);
    expect(ids(await service.http().get('/api/catalog').query({ search: tag, sort: 'price_asc' }).set(a.headers))).toEqual([cheap.id, dear.id]);
    expect(ids(await service.http().get('/api/catalog').query({ search: tag, category: 'bats' }).set(a.headers))).toEqual([dear.id]);
    expect(ids(await service.http().get('/api/catalog').query({ search: tag, condition: 'used' }).set(a.headers))).toEqual([dear.id]);
    expect(ids(await service.http().get('/api/catalog').query({ search: tag, minPricePaise: 100_000 }).set(a.headers))).toEqual([dear.id]);
    expect(ids(await service.http().get('/api/catalog').query({ search: tag, maxPricePaise: 100_000 }).set(a.headers))).toEqual([cheap.id]);
    const bad = await service.http().get('/api/catalog').query({ category: 'stumps' }).set(a.headers);
    expect(bad.body).toEqual(badRequest(PRODUCT_MESSAGES.category));
  });

  it('my products and the workspace’s products include inactive ones', async () => {
    const seller = actor();
    const colleague = member(seller.workspaceId);
    const active = await createProduct(service, seller);
    const inactive = await createProduct(service, colleague, { status: 'inactive' });
    const mine = await service.http().get('/api/catalog/mine').set(seller.headers);
    expect(mine.body.map((p: ProductResponse) => p.id)).toEqual([active.id]);
    const workspace = await service.http().get('/api/catalog/workspace').set(readonly(seller.workspaceId).headers);
    expect(workspace.body.map((p: ProductResponse) => p.id)).toEqual([inactive.id, active.id]);
  });

  it('GET /api/catalog/{id}: active products are published; an inactive one of another workspace is 404', async () => {
    const seller = actor();
    const active = await createProduct(service, seller);
    const inactive = await createProduct(service, seller, { status: 'inactive' });
    const stranger = actor();
    expect((await service.http().get(`/api/catalog/${active.id}`).set(stranger.headers)).body).toMatchObject({ id: active.id });
    const hidden = await service.http().get(`/api/catalog/${inactive.id}`).set(stranger.headers);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(PRODUCT_MESSAGES.notFound);
    expect((await service.http().get(`/api/catalog/${inactive.id}`).set(seller.headers)).status).toBe(200);
    expect((await service.http().get('/api/catalog/abc').set(seller.headers)).status).toBe(404);
  });

  it('PUT edits, PATCH quick-edits price and stock, DELETE removes', async () => {
    const seller = actor();
    const product = await createProduct(service, seller);
    const put = await service.http().put(`/api/catalog/${product.id}`).set(seller.headers).send(newProduct({ name: 'Renamed', stock: 9 }));
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: 'Renamed', stock: 9 });
    const patch = await service.http().patch(`/api/catalog/${product.id}`).set(seller.headers).send({ pricePaise: 399_900 });
    expect(patch.status).toBe(200);
    expect(patch.body).toMatchObject({ name: 'Renamed', pricePaise: 399_900, stock: 9 });
    const empty = await service.http().patch(`/api/catalog/${product.id}`).set(seller.headers).send({});
    expect(empty.body).toEqual(badRequest(PRODUCT_MESSAGES.quickEdit));
    expect((await service.http().delete(`/api/catalog/${product.id}`).set(seller.headers)).body).toEqual({ success: true });
    expect((await service.http().get(`/api/catalog/${product.id}`).set(seller.headers)).status).toBe(404);
  });

  it('another workspace reads an active product but every change answers 403, an inactive one 404', async () => {
    const seller = actor();
    const product = await createProduct(service, seller);
    const inactive = await createProduct(service, seller, { status: 'inactive' });
    const other = actor();
    const changes = [
      () => service.http().put(`/api/catalog/${product.id}`).set(other.headers).send(newProduct()),
      () => service.http().patch(`/api/catalog/${product.id}`).set(other.headers).send({ stock: 0 }),
      () => service.http().delete(`/api/catalog/${product.id}`).set(other.headers),
    ];
    for (const change of changes) {
      const res = await change();
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(PRODUCT_MESSAGES.otherWorkspace);
    }
    expect((await service.http().patch(`/api/catalog/${inactive.id}`).set(other.headers).send({ stock: 0 })).status).toBe(404);
    expect((await service.http().get(`/api/catalog/${product.id}`).set(seller.headers)).body).toMatchObject({ stock: 5, name: product.name });
  });

  it('readonly members get 403 on every write; members cannot delete by default', async () => {
    const seller = actor();
    const product = await createProduct(service, seller);
    const viewer = readonly(seller.workspaceId);
    const writes = [
      service.http().post('/api/catalog').set(viewer.headers).send(newProduct()),
      service.http().put(`/api/catalog/${product.id}`).set(viewer.headers).send(newProduct()),
      service.http().patch(`/api/catalog/${product.id}`).set(viewer.headers).send({ stock: 1 }),
      service.http().delete(`/api/catalog/${product.id}`).set(viewer.headers),
      service.http().delete(`/api/catalog/${product.id}`).set(member(seller.workspaceId).headers),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(AUTH_MESSAGES.forbidden);
    }
  });
});
