import { COMMERCE_API, type CycleSubscribersResponse } from '@cricket/contracts';
import { Card, Flex } from 'antd';
import { useParams } from '@cricket/shell-sdk/router';
import { QueryView } from '../../common/components/QueryView';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { BILLING_TEXTS } from '../../texts';
import { CycleCard } from './CycleCard';
import { CyclesTable } from './CyclesTable';

/** The cycle of the route and its subscriber's other cycles. */
export function CycleWithHistory() {
  const { id = '' } = useParams();
  const answer = useApiQuery<CycleSubscribersResponse>(COMMERCE_API.billingCycleSubscribers(id));
  return (
    <QueryView query={answer}>
      {({ cycle, history }) => (
        <Flex vertical gap={16}>
          <CycleCard cycle={cycle} />
          <Card title={BILLING_TEXTS.history}>
            <CyclesTable cycles={history} />
          </Card>
        </Flex>
      )}
    </QueryView>
  );
}
