import { BILLING_CYCLE_STATUS_LABELS, BILLING_CYCLE_STATUSES, COMMERCE_API, isBillingPeriod, type BillingCycleResponse, type BillingCycleStatus } from '@cricket/contracts';
import { Flex, Input } from 'antd';
import { useState } from 'react';
import { FilterSelect } from '../../common/components/FilterSelect';
import { LoadError } from '../../common/components/LoadError';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { optionsOf } from '../../common/utils/options';
import { BILLING_TEXTS, COMMON_TEXTS } from '../../texts';
import { CyclesTable } from './CyclesTable';

/** Every billing cycle, filtered by month and status. */
export function CycleList() {
  const [period, setPeriod] = useState('');
  const [status, setStatus] = useState<BillingCycleStatus | undefined>();
  const cycles = useApiQuery<BillingCycleResponse[]>(COMMERCE_API.billingCycles, { period: isBillingPeriod(period) ? period : undefined, status });
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input type="month" aria-label={BILLING_TEXTS.period} style={{ width: 180 }} value={period} onChange={(event) => setPeriod(event.target.value)} />
        <FilterSelect<BillingCycleStatus> label={COMMON_TEXTS.status} placeholder={BILLING_TEXTS.allStatuses} width={180} value={status} onChange={setStatus} options={optionsOf(BILLING_CYCLE_STATUSES, BILLING_CYCLE_STATUS_LABELS)} />
      </Flex>
      {cycles.error ? <LoadError error={cycles.error} /> : <CyclesTable cycles={cycles.data ?? []} loading={cycles.isLoading} />}
    </Flex>
  );
}
