import { CreateLinkButton } from '../../common/components/CreateLinkButton';
import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { PlanGrid } from '../components/PlanGrid';

/** /subscription-plans. */
export function PlansPage() {
  return (
    <Page
      title={SUBSCRIPTION_TEXTS.plansHeading}
      managersOnly
      extra={
        <>
          <LinkButton to="/subscription-manager">{SUBSCRIPTION_TEXTS.hubHeading}</LinkButton>
          <CreateLinkButton module="subscriptions" to="/subscription-plans/new">
            {SUBSCRIPTION_TEXTS.newPlan}
          </CreateLinkButton>
        </>
      }
    >
      <PlanGrid />
    </Page>
  );
}
