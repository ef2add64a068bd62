import { Page } from '../../common/components/Page';
import { LISTING_TEXTS } from '../../texts';
import { ListingEditor } from '../components/ListingEditor';

/** /listings/{id}/edit. */
export function ListingEditPage() {
  return (
    <Page title={LISTING_TEXTS.editHeading}>
      <ListingEditor />
    </Page>
  );
}
