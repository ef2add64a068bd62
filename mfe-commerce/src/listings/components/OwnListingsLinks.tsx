import { LinkButton } from '../../common/components/LinkButton';
import { LISTING_TEXTS } from '../../texts';
import { NewListingButton } from './NewListingButton';

/** Beside my or my workspace's listings: back to all listings, and New Listing. */
export function OwnListingsLinks() {
  return (
    <>
      <LinkButton to="/listings">{LISTING_TEXTS.heading}</LinkButton>
      <NewListingButton />
    </>
  );
}
