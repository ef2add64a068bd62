import { Page } from '../../common/components/Page';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { SubscriberForm } from '../components/SubscriberForm';

/** /subscribers/new. */
export function SubscriberCreatePage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.newSubscriberHeading} managersOnly>
      <SubscriberForm />
    </Page>
  );
}
