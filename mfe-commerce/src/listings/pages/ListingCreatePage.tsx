import { Page } from '../../common/components/Page';
import { LISTING_TEXTS } from '../../texts';
import { ListingForm } from '../components/ListingForm';

/** /listings/create. */
export function ListingCreatePage() {
  return (
    <Page title={LISTING_TEXTS.createHeading}>
      <ListingForm />
    </Page>
  );
}
