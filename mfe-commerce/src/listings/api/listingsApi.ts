import { COMMERCE_API, type ListingPayload, type ListingReplyPayload, type ListingReplyResponse, type ListingResponse, type ListingStatus } from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';

/** Creates a listing (no id) or replaces one. */
export function saveListing({ id, payload }: { id: number | null; payload: ListingPayload }): Promise<ListingResponse> {
  return id === null ? apiRequest<ListingResponse>('POST', COMMERCE_API.listings, payload) : apiRequest<ListingResponse>('PUT', COMMERCE_API.listing(id), payload);
}

/** Closes or reopens a listing. */
export function setListingStatus(id: number, status: ListingStatus): Promise<ListingResponse> {
  return apiRequest<ListingResponse>('PATCH', COMMERCE_API.listingStatus(id), { status });
}

export function deleteListing(id: number): Promise<unknown> {
  return apiRequest('DELETE', COMMERCE_API.listing(id));
}

export function respondToListing(id: number, reply: ListingReplyPayload): Promise<ListingReplyResponse> {
  return apiRequest<ListingReplyResponse>('POST', COMMERCE_API.listingResponses(id), reply);
}
