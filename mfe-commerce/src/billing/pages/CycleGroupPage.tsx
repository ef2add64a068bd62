import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { BILLING_TEXTS } from '../../texts';
import { CycleGroup } from '../components/CycleGroup';

/** /billing-cycles/group/{groupKey}/subscribers: one plan's subscribers in one period. */
export function CycleGroupPage() {
  return (
    <Page title={BILLING_TEXTS.subscribers} managersOnly extra={<LinkButton to="/billing-cycles">{BILLING_TEXTS.heading}</LinkButton>}>
      <CycleGroup />
    </Page>
  );
}
