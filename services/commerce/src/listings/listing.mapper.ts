import type { ListingReplyResponse, ListingResponse } from '@cricket/contracts';
import type { ListingReply } from './listing-reply.entity';
import type { Listing } from './listing.entity';

export function toListingResponse(l: Listing, responseCount: number): ListingResponse {
  return {
    id: l.id,
    workspaceId: l.workspaceId,
    workspaceName: l.workspaceName,
    userId: l.userId,
    userName: l.userName,
    kind: l.kind,
    resourceType: l.resourceType,
    title: l.title,
    description: l.description,
    location: l.location,
    date: l.date,
    contactPreference: l.contactPreference,
    contactDetails: l.contactDetails,
    status: l.status,
    responseCount,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

export function toReplyResponse(r: ListingReply): ListingReplyResponse {
  return {
    id: r.id,
    listingId: r.listingId,
    userId: r.userId,
    userName: r.userName,
    message: r.message,
    contact: r.contact,
    createdAt: r.createdAt.toISOString(),
  };
}
