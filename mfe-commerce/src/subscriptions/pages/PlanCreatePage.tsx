import { Page } from '../../common/components/Page';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { PlanForm } from '../components/PlanForm';

/** /subscription-plans/new. */
export function PlanCreatePage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.newPlanHeading} managersOnly>
      <PlanForm />
    </Page>
  );
}
