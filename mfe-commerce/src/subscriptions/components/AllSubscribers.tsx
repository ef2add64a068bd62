import { COMMERCE_API, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES, type SubscriberResponse, type SubscriberStatus } from '@cricket/contracts';
import { Flex } from 'antd';
import { useState } from 'react';
import { FilterSelect } from '../../common/components/FilterSelect';
import { LoadError } from '../../common/components/LoadError';
import { SearchInput } from '../../common/components/SearchInput';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { optionsOf } from '../../common/utils/options';
import { COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '../../texts';
import { SubscribersTable } from './SubscribersTable';

/** Every subscriber, filtered by status and searched by name, email or phone. */
export function AllSubscribers() {
  const [status, setStatus] = useState<SubscriberStatus | undefined>();
  const [search, setSearch] = useState('');
  const subscribers = useApiQuery<SubscriberResponse[]>(COMMERCE_API.subscribers, { status, search });
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <FilterSelect<SubscriberStatus> label={COMMON_TEXTS.status} placeholder={COMMON_TEXTS.all} width={180} value={status} onChange={setStatus} options={optionsOf(SUBSCRIBER_STATUSES, SUBSCRIBER_STATUS_LABELS)} />
        <SearchInput label={COMMON_TEXTS.search} placeholder={SUBSCRIPTION_TEXTS.searchPlaceholder} width={260} onSearch={setSearch} />
      </Flex>
      {subscribers.error ? <LoadError error={subscribers.error} /> : <SubscribersTable subscribers={subscribers.data ?? []} loading={subscribers.isLoading} />}
    </Flex>
  );
}
