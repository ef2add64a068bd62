import { COMMERCE_API, formatDate, formatRupees, PLAN_PERIOD_LABELS, type SubscriberResponse } from '@cricket/contracts';
import { useCan } from '@cricket/shell-sdk';
import { Card, Descriptions, Flex } from 'antd';
import { useParams } from '@cricket/shell-sdk/router';
import { SubscriberBillingHistory } from '../../billing/components/SubscriberBillingHistory';
import { QueryView } from '../../common/components/QueryView';
import { StatusTag } from '../../common/components/StatusTag';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '../../texts';
import { SubscriberStatusActions } from './SubscriberStatusActions';

/** The route's subscriber with the status actions and, for those who may see billing, their cycles. */
export function SubscriberView() {
  const { id = '' } = useParams();
  const canSeeBilling = useCan('billing', 'view');
  const query = useApiQuery<SubscriberResponse>(COMMERCE_API.subscriber(id));
  return (
    <QueryView query={query}>
      {(s) => (
        <Flex vertical gap={16}>
          <Card title={s.name} extra={<SubscriberStatusActions subscriber={s} />}>
            <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
              <Descriptions.Item label={SUBSCRIPTION_TEXTS.plan}>
                {s.planName} ({formatRupees(s.planPricePaise)} {PLAN_PERIOD_LABELS[s.planPeriod]})
              </Descriptions.Item>
              <Descriptions.Item label={COMMON_TEXTS.status}>
                <StatusTag kind="subscriber" status={s.status} />
              </Descriptions.Item>
              <Descriptions.Item label={SUBSCRIPTION_TEXTS.startDate}>{formatDate(s.startDate)}</Descriptions.Item>
              {s.cancelledOn && <Descriptions.Item label={SUBSCRIPTION_TEXTS.cancelledOn}>{formatDate(s.cancelledOn)}</Descriptions.Item>}
              <Descriptions.Item label={SUBSCRIPTION_TEXTS.email}>{s.email ?? COMMON_TEXTS.notSpecified}</Descriptions.Item>
              <Descriptions.Item label={SUBSCRIPTION_TEXTS.phone}>{s.phone ?? COMMON_TEXTS.notSpecified}</Descriptions.Item>
              <Descriptions.Item label={SUBSCRIPTION_TEXTS.member}>{s.userId === null ? SUBSCRIPTION_TEXTS.outsidePerson : `#${s.userId}`}</Descriptions.Item>
              {s.notes && <Descriptions.Item label={SUBSCRIPTION_TEXTS.notes}>{s.notes}</Descriptions.Item>}
            </Descriptions>
          </Card>
          {canSeeBilling && <SubscriberBillingHistory subscriberId={s.id} />}
        </Flex>
      )}
    </QueryView>
  );
}
