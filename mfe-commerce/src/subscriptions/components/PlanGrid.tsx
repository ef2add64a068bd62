import { COMMERCE_API, type PlanResponse } from '@cricket/contracts';
import { CardGrid } from '../../common/components/CardGrid';
import { QueryView } from '../../common/components/QueryView';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { PlanCard } from './PlanCard';

/** Every plan of the workspace as a card. */
export function PlanGrid() {
  const plans = useApiQuery<PlanResponse[]>(COMMERCE_API.plans);
  return (
    <QueryView query={plans} empty={SUBSCRIPTION_TEXTS.noPlans}>
      {(data) => <CardGrid items={data} col={{ xs: 24, md: 12, lg: 8 }}>{(plan) => <PlanCard plan={plan} />}</CardGrid>}
    </QueryView>
  );
}
