import type { ListingReplyPayload, ListingStatus } from '@cricket/contracts';
import { useCommerceMutation } from '../../common/hooks/useCommerceMutation';
import { LISTING_TEXTS } from '../../texts';
import { deleteListing, respondToListing, saveListing, setListingStatus } from '../api/listingsApi';

export function useSaveListing() {
  return useCommerceMutation(saveListing, {
    success: ({ id }) => (id === null ? [LISTING_TEXTS.created, LISTING_TEXTS.createdText] : [LISTING_TEXTS.updated, LISTING_TEXTS.updatedText]),
    failure: LISTING_TEXTS.saveFailed,
  });
}

export function useSetListingStatus(id: number) {
  return useCommerceMutation((status: ListingStatus) => setListingStatus(id, status), {
    success: () => [LISTING_TEXTS.updated, LISTING_TEXTS.updatedText],
    failure: LISTING_TEXTS.saveFailed,
  });
}

export function useDeleteListing(id: number) {
  return useCommerceMutation(() => deleteListing(id), {
    success: () => [LISTING_TEXTS.deleted, LISTING_TEXTS.deletedText],
    failure: LISTING_TEXTS.saveFailed,
  });
}

export function useRespondToListing(id: number) {
  return useCommerceMutation((reply: ListingReplyPayload) => respondToListing(id, reply), {
    success: () => [LISTING_TEXTS.responded, LISTING_TEXTS.respondedText],
    failure: LISTING_TEXTS.respondFailed,
  });
}
