import { canTransitionBillingCycle, type BillingCycleResponse } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { BILLING_TEXTS } from '../../texts';
import { SettleDialog, type Settlement } from './SettleDialog';

/** Mark paid or waive, for a cycle that is still pending or overdue. */
export function CycleActions({ cycle }: { cycle: BillingCycleResponse }) {
  const [settling, setSettling] = useState<Settlement | null>(null);
  const options = (['paid', 'waived'] as const).filter((to) => canTransitionBillingCycle(cycle.status, to));
  if (!options.length) return null;
  return (
    <PermissionGuard module="billing" action="edit">
      <Flex gap={8}>
        {options.map((status) => (
          <Button key={status} size="small" type={status === 'paid' ? 'primary' : 'default'} onClick={() => setSettling(status)} aria-label={`${status === 'paid' ? BILLING_TEXTS.markPaid : BILLING_TEXTS.waive} ${cycle.subscriberName}`}>
            {status === 'paid' ? BILLING_TEXTS.markPaid : BILLING_TEXTS.waive}
          </Button>
        ))}
      </Flex>
      {settling && <SettleDialog cycle={cycle} status={settling} onClose={() => setSettling(null)} />}
    </PermissionGuard>
  );
}
