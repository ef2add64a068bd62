import { Page } from '../../common/components/Page';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { AllSubscribers } from '../components/AllSubscribers';
import { SubscriberListLinks } from '../components/SubscriberListLinks';

/** /subscribers/all: every subscriber, filtered by status and searched by name, email or phone. */
export function AllSubscribersPage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.allSubscribersHeading} managersOnly extra={<SubscriberListLinks />}>
      <AllSubscribers />
    </Page>
  );
}
