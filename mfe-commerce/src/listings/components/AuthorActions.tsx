import type { ListingResponse } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Flex, Popconfirm } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { LinkButton } from '../../common/components/LinkButton';
import { COMMON_TEXTS, LISTING_TEXTS } from '../../texts';
import { useDeleteListing, useSetListingStatus } from '../hooks/useListingMutations';

/** Edit, close or reopen, and delete, for the listing's author. */
export function AuthorActions({ listing }: { listing: ListingResponse }) {
  const navigate = useNavigate();
  const setStatus = useSetListingStatus(listing.id);
  const remove = useDeleteListing(listing.id);
  return (
    <Flex gap={8} wrap>
      <PermissionGuard module="hunting" action="edit">
        <LinkButton to={`/listings/${listing.id}/edit`}>{COMMON_TEXTS.edit}</LinkButton>
        <Button loading={setStatus.isPending} onClick={() => setStatus.mutate(listing.status === 'open' ? 'closed' : 'open')}>
          {listing.status === 'open' ? LISTING_TEXTS.close : LISTING_TEXTS.reopen}
        </Button>
      </PermissionGuard>
      <PermissionGuard module="hunting" action="delete">
        <Popconfirm title={LISTING_TEXTS.deleteConfirm} onConfirm={() => remove.mutate(undefined, { onSuccess: () => navigate('/listings/user') })}>
          <Button danger>{COMMON_TEXTS.delete}</Button>
        </Popconfirm>
      </PermissionGuard>
    </Flex>
  );
}
