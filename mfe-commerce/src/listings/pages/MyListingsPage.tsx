import { COMMERCE_API } from '@cricket/contracts';
import { Page } from '../../common/components/Page';
import { LISTING_TEXTS } from '../../texts';
import { ListingGrid } from '../components/ListingGrid';
import { OwnListingsLinks } from '../components/OwnListingsLinks';

/** /listings/user: My Listings, open and closed. */
export function MyListingsPage() {
  return (
    <Page title={LISTING_TEXTS.myListings} extra={<OwnListingsLinks />}>
      <ListingGrid path={COMMERCE_API.myListings} empty={LISTING_TEXTS.noOwnListings} />
    </Page>
  );
}
