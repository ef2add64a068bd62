import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { BILLING_TEXTS } from '../../texts';
import { CycleView } from '../components/CycleView';

/** /billing-cycles/view/{id}. */
export function CycleViewPage() {
  return (
    <Page title={BILLING_TEXTS.heading} managersOnly extra={<LinkButton to="/billing-cycles">{BILLING_TEXTS.heading}</LinkButton>}>
      <CycleView />
    </Page>
  );
}
