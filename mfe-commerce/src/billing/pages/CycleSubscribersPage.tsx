import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { BILLING_TEXTS } from '../../texts';
import { CycleWithHistory } from '../components/CycleWithHistory';

/** /billing-cycles/{id}/subscribers: a cycle, its subscriber and that subscriber's other cycles. */
export function CycleSubscribersPage() {
  return (
    <Page title={BILLING_TEXTS.subscribers} managersOnly extra={<LinkButton to="/billing-cycles">{BILLING_TEXTS.heading}</LinkButton>}>
      <CycleWithHistory />
    </Page>
  );
}
