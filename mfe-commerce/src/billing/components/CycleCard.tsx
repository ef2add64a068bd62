import type { BillingCycleResponse } from '@cricket/contracts';
import { Card } from 'antd';
import { BILLING_TEXTS } from '../../texts';
import { CycleActions } from './CycleActions';
import { CycleFacts } from './CycleFacts';

/** One cycle with its settle actions. */
export function CycleCard({ cycle }: { cycle: BillingCycleResponse }) {
  return (
    <Card title={BILLING_TEXTS.cycleHeading(cycle.id)} extra={<CycleActions cycle={cycle} />}>
      <CycleFacts cycle={cycle} />
    </Card>
  );
}
