import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { LISTING_TEXTS } from '../../texts';
import { BrowseListings } from '../components/BrowseListings';
import { NewListingButton } from '../components/NewListingButton';

/** /listings: open listings of every workspace, filtered by type, kind and location. */
export function ListingsBrowsePage() {
  return (
    <Page
      title={LISTING_TEXTS.heading}
      subtitle={LISTING_TEXTS.subtitle}
      extra={
        <>
          <LinkButton to="/listings/user">{LISTING_TEXTS.myListings}</LinkButton>
          <NewListingButton />
        </>
      }
    >
      <BrowseListings />
    </Page>
  );
}
