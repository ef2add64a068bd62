import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '../../texts';
import { SubscriberView } from '../components/SubscriberView';

/** /subscribers/view/{id}: a subscriber, status actions and billing history. */
export function SubscriberViewPage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.subscribersHeading} managersOnly extra={<LinkButton to="/subscribers">{COMMON_TEXTS.back}</LinkButton>}>
      <SubscriberView />
    </Page>
  );
}
