import { COMMERCE_API, formatMonth, type CycleGroupResponse } from '@cricket/contracts';
import { Card, Flex } from 'antd';
import { useParams } from '@cricket/shell-sdk/router';
import { QueryView } from '../../common/components/QueryView';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { BILLING_TEXTS } from '../../texts';
import { BillingTotalsRow } from './BillingTotalsRow';
import { CyclesTable } from './CyclesTable';

/** The group of the route: one plan's cycles in one period, with their totals. */
export function CycleGroup() {
  const { groupKey = '' } = useParams();
  const group = useApiQuery<CycleGroupResponse>(COMMERCE_API.billingGroup(groupKey));
  return (
    <QueryView query={group}>
      {(data) => (
        <Card title={BILLING_TEXTS.groupHeading(formatMonth(data.period), data.planName)}>
          <Flex vertical gap={16}>
            <BillingTotalsRow totals={data} />
            <CyclesTable cycles={data.cycles} />
          </Flex>
        </Card>
      )}
    </QueryView>
  );
}
