import { CreateLinkButton } from '../../common/components/CreateLinkButton';
import { LISTING_TEXTS } from '../../texts';

/** '+ New Listing', for those who may post listings. */
export function NewListingButton() {
  return (
    <CreateLinkButton module="hunting" to="/listings/create">
      {LISTING_TEXTS.newListing}
    </CreateLinkButton>
  );
}
