import { Page } from '../../common/components/Page';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { CurrentSubscribers } from '../components/CurrentSubscribers';
import { SubscriberListLinks } from '../components/SubscriberListLinks';

/** /subscribers: the running subscriptions (active and paused). */
export function SubscribersPage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.subscribersHeading} managersOnly extra={<SubscriberListLinks />}>
      <CurrentSubscribers />
    </Page>
  );
}
