import { useParams } from '@cricket/shell-sdk/router';
import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { CATALOG_TEXTS, COMMON_TEXTS } from '../../texts';
import { QuickEditor } from '../components/QuickEditor';

/** /catalog/{id}/direct-edit: the seller's inline quick edit of price and stock. */
export function DirectEditPage() {
  const { id = '' } = useParams();
  return (
    <Page title={CATALOG_TEXTS.directEditHeading} extra={<LinkButton to={`/catalog/${id}`}>{COMMON_TEXTS.back}</LinkButton>}>
      <QuickEditor />
    </Page>
  );
}
