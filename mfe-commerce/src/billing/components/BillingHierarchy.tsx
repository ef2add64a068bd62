import { COMMERCE_API, formatMonth, formatRupees, type HierarchyPeriod } from '@cricket/contracts';
import { Card, Collapse, Flex } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { QueryView } from '../../common/components/QueryView';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { BILLING_TEXTS } from '../../texts';
import { cycleGroupPath } from '../utils/cyclePaths';
import { CyclesTable } from './CyclesTable';

/** Cycles by period, then by plan; the latest period open. */
export function BillingHierarchy() {
  const periods = useApiQuery<HierarchyPeriod[]>(COMMERCE_API.billingHierarchy);
  return (
    <QueryView query={periods} empty={BILLING_TEXTS.noCycles}>
      {(data) => (
        <Collapse
          defaultActiveKey={data.slice(0, 1).map((p) => p.period)}
          items={data.map((period) => ({
            key: period.period,
            label: `${formatMonth(period.period)} · ${BILLING_TEXTS.collected} ${formatRupees(period.collectedPaise)} · ${BILLING_TEXTS.outstanding} ${formatRupees(period.outstandingPaise)}`,
            children: (
              <Flex vertical gap={16}>
                {period.plans.map((group) => (
                  <Card
                    key={group.groupKey}
                    size="small"
                    title={<Link to={cycleGroupPath(group.groupKey)}>{group.planName}</Link>}
                    extra={`${BILLING_TEXTS.cycles(group.cycles.length)} · ${formatRupees(group.collectedPaise)} / ${formatRupees(group.collectedPaise + group.outstandingPaise)}`}
                  >
                    <CyclesTable cycles={group.cycles} />
                  </Card>
                ))}
              </Flex>
            ),
          }))}
        />
      )}
    </QueryView>
  );
}
