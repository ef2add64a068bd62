import { COMMERCE_API } from '@cricket/contracts';
import { Page } from '../../common/components/Page';
import { LISTING_TEXTS } from '../../texts';
import { ListingGrid } from '../components/ListingGrid';
import { OwnListingsLinks } from '../components/OwnListingsLinks';

/** /listings/workspace: the current workspace's listings. */
export function WorkspaceListingsPage() {
  return (
    <Page title={LISTING_TEXTS.workspaceListings} extra={<OwnListingsLinks />}>
      <ListingGrid path={COMMERCE_API.workspaceListings} empty={LISTING_TEXTS.noOwnListings} />
    </Page>
  );
}
