import { Flex } from 'antd';
import { Page } from '../../common/components/Page';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { HubCounts } from '../components/HubCounts';
import { HubSections } from '../components/HubSections';

/** /subscription-manager: counts and the way into plans, subscribers, analytics and billing. */
export function SubscriptionHubPage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.hubHeading} subtitle={SUBSCRIPTION_TEXTS.hubSubtitle} managersOnly>
      <Flex vertical gap={24}>
        <HubCounts />
        <HubSections />
      </Flex>
    </Page>
  );
}
