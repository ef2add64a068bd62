import { AUTH_MESSAGES, LISTING_MESSAGES, type ListingResponse } from '@cricket/contracts';
import type { TestService } from '@cricket/service-kit/testing';
import { actor, badRequest, createListing, member, newListing, readonly, startCommerce } from './factories';

describe("commerce: listings, 'Hunting for' (issue #9 §3)", () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startCommerce();
  });
  afterAll(() => service.close());

  const ids = (res: { body: ListingResponse[] }) => res.body.map((l) => l.id);

  it('POST /api/listings posts an open listing, its type mapped by core §3', async () => {
    const author = member(actor().workspaceId);
    const res = await service.http().post('/api/listings').set(author.headers).send(newListing({ title: '  Hunting for an umpire  ', resourceType: 'Umpire Scorer' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      workspaceId: author.workspaceId,
      workspaceName: `Club ${author.workspaceId}`,
      userId: author.id,
      userName: author.context.user!.name,
      kind: 'looking_for',
      resourceType: 'UMPIRE',
      title: 'Hunting for an umpire',
      description: 'T20 friendly on Sunday morning',
      location: 'Pune',
      date: '2027-01-10',
      contactPreference: 'in_app',
      contactDetails: null,
      status: 'open',
      responseCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it.each([
    ['coach', 'PLAYER'],
    ['OTHER', 'PLAYER'],
    ['UMPIRE_SCORER', 'UMPIRE'],
    ['umpire', 'UMPIRE'],
    ['scorer', 'SCORER'],
    ['Team', 'TEAM'],
    ['tournaments', 'TOURNAMENT'],
    ['match', 'MATCH'],
    ['player', 'PLAYER'],
    ['ground', 'GROUND'],
    ['commentator', 'COMMENTATOR'],
    ['stream', 'STREAMER'],
  ])('stores resource type %p as %s', async (input, stored) => {
    expect((await createListing(service, actor(), { resourceType: input })).resourceType).toBe(stored);
  });

  it.each([
    [{ resourceType: '' }, LISTING_MESSAGES.resourceType],
    [{ resourceType: 12 }, LISTING_MESSAGES.resourceType],
    [{ resourceType: 'juggler' }, LISTING_MESSAGES.resourceTypeUnknown],
    [{ kind: 'selling' }, LISTING_MESSAGES.kind],
    [{ title: ' ' }, LISTING_MESSAGES.title],
    [{ location: '' }, LISTING_MESSAGES.location],
    [{ date: '10/01/2027' }, LISTING_MESSAGES.date],
    [{ date: '0000-01-01' }, LISTING_MESSAGES.dateYears],
    [{ date: '9999-12-31' }, LISTING_MESSAGES.dateYears],
    [{ contactPreference: 'fax' }, LISTING_MESSAGES.contactPreference],
  ])('refuses bad input: %p', async (overrides, message) => {
    const author = actor();
    const res = await service.http().post('/api/listings').set(author.headers).send(newListing(overrides as never));
    expect(res.body).toEqual(badRequest(message));
    expect((await service.http().get('/api/listings/user').set(author.headers)).body).toEqual([]);
  });

  it('GET /api/listings browses open listings of every workspace with type, kind and location filters', async () => {
    const town = `Town${Date.now()}`;
    const umpire = await createListing(service, actor(), { location: `${town} East`, resourceType: 'umpire' });
    const ground = await createListing(service, actor(), { location: town, resourceType: 'ground', kind: 'offering' });
    const closed = await createListing(service, actor(), { location: town, status: 'closed' });
    const browse = (query: object) => service.http().get('/api/listings').query({ location: town, ...query }).set(actor().headers);
    expect(ids(await browse({}))).toEqual([ground.id, umpire.id]);
    expect(ids(await browse({ type: 'Umpire_Scorer' }))).toEqual([umpire.id]);
    expect(ids(await browse({ kind: 'offering' }))).toEqual([ground.id]);
    expect(ids(await browse({ location: `${town.toLowerCase()} east` }))).toEqual([umpire.id]);
    expect(ids(await browse({}))).not.toContain(closed.id);
    expect((await browse({ type: 'juggler' })).body).toEqual(badRequest(LISTING_MESSAGES.resourceTypeUnknown));
  });

  it('My Listings and Workspace Listings include closed ones', async () => {
    const author = actor();
    const colleague = member(author.workspaceId);
    const mine = await createListing(service, author, { status: 'closed' });
    const theirs = await createListing(service, colleague);
    expect(ids(await service.http().get('/api/listings/user').set(author.headers))).toEqual([mine.id]);
    expect(ids(await service.http().get('/api/listings/workspace').set(readonly(author.workspaceId).headers))).toEqual([theirs.id, mine.id]);
  });

  it('another person responds to an open listing; the author sees every response, the responder only their own', async () => {
    const author = member(actor().workspaceId);
    const listing = await createListing(service, author);
    const umpire = actor();
    const scorer = actor();
    const res = await service.http().post(`/api/listings/${listing.id}/responses`).set(umpire.headers).send({ message: ' I can umpire on Sunday ', contact: '98220 00000' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      listingId: listing.id,
      userId: umpire.id,
      userName: umpire.context.user!.name,
      message: 'I can umpire on Sunday',
      contact: '98220 00000',
      createdAt: expect.any(String),
    });
    await service.http().post(`/api/listings/${listing.id}/responses`).set(scorer.headers).send({ message: 'Me too' }).expect(201);
    expect((await service.http().post(`/api/listings/${listing.id}/responses`).set(scorer.headers).send({ message: '' })).body).toEqual(
      badRequest(LISTING_MESSAGES.responseMessage),
    );
    const own = await service.http().post(`/api/listings/${listing.id}/responses`).set(author.headers).send({ message: 'bump' });
    expect(own.body).toEqual(badRequest(LISTING_MESSAGES.ownListing));

    const forAuthor = await service.http().get(`/api/listings/${listing.id}/responses`).set(author.headers);
    expect(forAuthor.body.map((r: { message: string }) => r.message)).toEqual(['I can umpire on Sunday', 'Me too']);
    const forUmpire = await service.http().get(`/api/listings/${listing.id}/responses`).set(umpire.headers);
    expect(forUmpire.body.map((r: { userId: number }) => r.userId)).toEqual([umpire.id]);
    expect((await service.http().get(`/api/listings/${listing.id}`).set(umpire.headers)).body.responseCount).toBe(2);
  });

  it('the author’s workspace edits, closes, reopens and deletes; a closed listing takes no responses and hides from others', async () => {
    const admin = actor();
    const listing = await createListing(service, member(admin.workspaceId));
    const put = await service.http().put(`/api/listings/${listing.id}`).set(admin.headers).send(newListing({ title: 'Umpire found?', resourceType: 'scorer' }));
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ title: 'Umpire found?', resourceType: 'SCORER', status: 'open' });
    const close = await service.http().patch(`/api/listings/${listing.id}/status`).set(admin.headers).send({ status: 'closed' });
    expect(close.body.status).toBe('closed');
    expect((await service.http().patch(`/api/listings/${listing.id}/status`).set(admin.headers).send({ status: 'closed' })).status).toBe(409);
    const stranger = actor();
    expect((await service.http().get(`/api/listings/${listing.id}`).set(stranger.headers)).status).toBe(404);
    expect((await service.http().post(`/api/listings/${listing.id}/responses`).set(stranger.headers).send({ message: 'hi' })).status).toBe(404);
    const closedReply = await service.http().post(`/api/listings/${listing.id}/responses`).set(member(admin.workspaceId).headers).send({ message: 'hi' });
    expect(closedReply.status).toBe(409);
    expect(closedReply.body.message).toBe(LISTING_MESSAGES.closed);
    await service.http().patch(`/api/listings/${listing.id}/status`).set(admin.headers).send({ status: 'open' }).expect(200);
    expect((await service.http().delete(`/api/listings/${listing.id}`).set(admin.headers)).body).toEqual({ success: true });
    expect((await service.http().get(`/api/listings/${listing.id}`).set(admin.headers)).status).toBe(404);
  });

  it('another workspace reads and answers an open listing but gets 403 on every change', async () => {
    const author = actor();
    const listing = await createListing(service, author);
    const other = actor();
    expect((await service.http().get(`/api/listings/${listing.id}`).set(other.headers)).status).toBe(200);
    const changes = [
      service.http().put(`/api/listings/${listing.id}`).set(other.headers).send(newListing()),
      service.http().patch(`/api/listings/${listing.id}/status`).set(other.headers).send({ status: 'closed' }),
      service.http().delete(`/api/listings/${listing.id}`).set(other.headers),
    ];
    for (const res of await Promise.all(changes)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(LISTING_MESSAGES.otherWorkspace);
    }
    expect((await service.http().get(`/api/listings/${listing.id}`).set(author.headers)).body).toMatchObject({ title: listing.title, status: 'open' });
  });

  it('readonly members get 403 on posting and changing', async () => {
    const admin = actor();
    const listing = await createListing(service, admin);
    const viewer = readonly(admin.workspaceId);
    const writes = [
      service.http().post('/api/listings').set(viewer.headers).send(newListing()),
      service.http().put(`/api/listings/${listing.id}`).set(viewer.headers).send(newListing()),
      service.http().patch(`/api/listings/${listing.id}/status`).set(viewer.headers).send({ status: 'closed' }),
      service.http().delete(`/api/listings/${listing.id}`).set(viewer.headers),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(AUTH_MESSAGES.forbidden);
    }
  });
});
