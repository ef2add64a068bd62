import { COMMERCE_API, type BillingCycleResponse } from '@cricket/contracts';
import { useParams } from '@cricket/shell-sdk/router';
import { QueryView } from '../../common/components/QueryView';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { CycleCard } from './CycleCard';

/** The cycle of the route. */
export function CycleView() {
  const { id = '' } = useParams();
  const cycle = useApiQuery<BillingCycleResponse>(COMMERCE_API.billingCycle(id));
  return <QueryView query={cycle}>{(data) => <CycleCard cycle={data} />}</QueryView>;
}
