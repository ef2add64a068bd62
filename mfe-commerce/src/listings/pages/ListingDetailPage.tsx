import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { COMMON_TEXTS, LISTING_TEXTS } from '../../texts';
import { ListingDetail } from '../components/ListingDetail';

/** /listings/{id}: the listing; others respond, the author sees the responses. */
export function ListingDetailPage() {
  return (
    <Page title={LISTING_TEXTS.heading} extra={<LinkButton to="/listings">{COMMON_TEXTS.back}</LinkButton>}>
      <ListingDetail />
    </Page>
  );
}
