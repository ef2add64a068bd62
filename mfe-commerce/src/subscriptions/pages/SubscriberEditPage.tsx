import { Page } from '../../common/components/Page';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { SubscriberEditor } from '../components/SubscriberEditor';

/** /subscribers/edit/{id}. */
export function SubscriberEditPage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.editSubscriberHeading} managersOnly>
      <SubscriberEditor />
    </Page>
  );
}
