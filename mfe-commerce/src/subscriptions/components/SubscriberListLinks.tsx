import { CreateLinkButton } from '../../common/components/CreateLinkButton';
import { LinkButton } from '../../common/components/LinkButton';
import { SUBSCRIPTION_TEXTS } from '../../texts';

/** Beside a subscriber list: the hub and New Subscriber. */
export function SubscriberListLinks() {
  return (
    <>
      <LinkButton to="/subscription-manager">{SUBSCRIPTION_TEXTS.hubHeading}</LinkButton>
      <CreateLinkButton module="subscriptions" to="/subscribers/new">
        {SUBSCRIPTION_TEXTS.newSubscriber}
      </CreateLinkButton>
    </>
  );
}
