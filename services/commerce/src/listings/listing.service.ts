import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { Brackets, type SelectQueryBuilder } from 'typeorm';
import {
  LISTING_MESSAGES,
  canTransitionListingStatus,
  type ListingFields,
  type ListingFilters,
  type ListingReplyResponse,
  type ListingResponse,
  type ListingStatus,
} from '@cricket/contracts';
import { allowsIn, InjectWorkspaceRepository, requireAccess, WorkspaceRepository, workspaceIdOf } from '@cricket/service-kit';
import type { SignedInContext } from '@cricket/service-kit';
import { ListingReply } from './listing-reply.entity';
import { Listing } from './listing.entity';
import { toListingResponse, toReplyResponse } from './listing.mapper';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

@Injectable()
export class ListingService {
  constructor(@InjectWorkspaceRepository(Listing) private readonly listings: WorkspaceRepository<Listing>) {}

  /** Browse: every workspace's open listings, by type (core §3 mapping), kind, location and text. */
  async browse(query: ListingFilters): Promise<ListingResponse[]> {
    // Open listings are published to every signed-in user.
    const qb = this.listings.acrossWorkspaces('l').where("l.status = 'open'");
    if (query.type) qb.andWhere('l.resource_type = :type', { type: query.type });
    if (query.kind) qb.andWhere('l.kind = :kind', { kind: query.kind });
    if (query.location) qb.andWhere('l.location ILIKE :location', { location: like(query.location) });
    if (query.search) {
      qb.andWhere(new Brackets((w) => w.where('l.title ILIKE :search').orWhere('l.description ILIKE :search')), { search: like(query.search) });
    }
    return this.withCounts(qb);
  }

  /** My Listings: what I posted, in any workspace and status. */
  mine(auth: SignedInContext): Promise<ListingResponse[]> {
    // The author sees what they posted in every workspace they posted it in.
    return this.withCounts(this.listings.acrossWorkspaces('l').where('l.user_id = :userId', { userId: auth.user.id }));
  }

  /** The current workspace's listings in any status. */
  ofWorkspace(auth: SignedInContext): Promise<ListingResponse[]> {
    return this.withCounts(this.listings.query(workspaceIdOf(auth), 'l'));
  }

  async get(auth: SignedInContext, id: number): Promise<ListingResponse> {
    const listing = await this.findVisible(this.listings, auth, id);
    return toListingResponse(listing, await this.listings.manager.count(ListingReply, { where: { listingId: id } }));
  }

  async create(auth: SignedInContext, fields: ListingFields): Promise<ListingResponse> {
    const workspaceId = workspaceIdOf(auth);
    const listing = await this.listings.save(
      workspaceId,
      this.listings.create(workspaceId, { ...fields, workspaceName: auth.workspace!.name, userId: auth.user.id, userName: auth.user.name }),
    );
    return toListingResponse(listing, 0);
  }

  async update(auth: SignedInContext, id: number, fields: ListingFields): Promise<ListingResponse> {
    return this.change(auth, id, (listing) => Object.assign(listing, fields));
  }

  async changeStatus(auth: SignedInContext, id: number, status: ListingStatus): Promise<ListingResponse> {
    return this.change(auth, id, (listing) => {
      if (!canTransitionListingStatus(listing.status, status)) throw new ConflictException(LISTING_MESSAGES.illegalStatus(listing.status, status));
      listing.status = status;
      return listing;
    });
  }

  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    return this.listings.manager.transaction(async (manager) => {
      const listings = this.listings.in(manager);
      const listing = await this.findOwned(listings, auth, id);
      await listings.delete(listing.workspaceId, { id: listing.id });
      return { success: true as const };
    });
  }

  /** Anyone signed in answers an open listing, except its author. */
  async respond(auth: SignedInContext, id: number, reply: { message: string; contact: string | null }): Promise<ListingReplyResponse> {
    const listing = await this.findVisible(this.listings, auth, id);
    if (listing.userId === auth.user.id) throw new BadRequestException(LISTING_MESSAGES.ownListing);
    if (listing.status !== 'open') throw new ConflictException(LISTING_MESSAGES.closed);
    const saved = await this.listings.manager.save(
      this.listings.manager.create(ListingReply, { listingId: listing.id, userId: auth.user.id, userName: auth.user.name, ...reply }),
    );
    return toReplyResponse(saved);
  }

  /** The author and the listing workspace's members see every response; anyone else only their own. */
  async responses(auth: SignedInContext, id: number): Promise<ListingReplyResponse[]> {
    const listing = await this.findVisible(this.listings, auth, id);
    const seesAll = listing.userId === auth.user.id || allowsIn(auth, listing.workspaceId, 'hunting', 'view');
    const rows = await this.listings.manager.find(ListingReply, {
      where: seesAll ? { listingId: id } : { listingId: id, userId: auth.user.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return rows.map(toReplyResponse);
  }

  private async change(auth: SignedInContext, id: number, apply: (listing: Listing) => Listing): Promise<ListingResponse> {
    return this.listings.manager.transaction(async (manager) => {
      const listings = this.listings.in(manager);
      const listing = await this.findOwned(listings, auth, id);
      const saved = await listings.save(listing.workspaceId, apply(listing));
      return toListingResponse(saved, await manager.count(ListingReply, { where: { listingId: id } }));
    });
  }

  /** Open listings are seen by everyone; closed ones by their workspace and their author. */
  private async findVisible(listings: WorkspaceRepository<Listing>, auth: SignedInContext, id: number): Promise<Listing> {
    return requireAccess(auth, await listings.byIdAcrossWorkspaces(id), visibleListing(auth));
  }

  /** Only the listing's own workspace changes it (the guard checked the permission there). */
  private async findOwned(listings: WorkspaceRepository<Listing>, auth: SignedInContext, id: number): Promise<Listing> {
    return requireAccess(auth, await listings.byIdAcrossWorkspaces(id, { lock: true }), { ...visibleListing(auth), change: true, otherWorkspace: LISTING_MESSAGES.otherWorkspace });
  }

  private async withCounts(qb: SelectQueryBuilder<Listing>): Promise<ListingResponse[]> {
    const { entities, raw } = await qb
      .addSelect('(SELECT count(*) FROM listing_responses r WHERE r.listing_id = l.id)', 'response_count')
      .orderBy('l.created_at', 'DESC')
      .addOrderBy('l.id', 'DESC')
      .getRawAndEntities<{ response_count: string }>();
    return entities.map((listing, i) => toListingResponse(listing, Number(raw[i].response_count)));
  }
}

/** Open listings are seen by everyone; closed ones by their workspace and their author. */
const visibleListing = (auth: SignedInContext) => ({
  notFound: LISTING_MESSAGES.notFound,
  visible: (listing: Listing) => listing.status === 'open' || listing.workspaceId === auth.workspace?.id || listing.userId === auth.user.id,
});
