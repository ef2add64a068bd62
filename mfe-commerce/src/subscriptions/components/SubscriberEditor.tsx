import { COMMERCE_API, type SubscriberResponse } from '@cricket/contracts';
import { useParams } from '@cricket/shell-sdk/router';
import { QueryView } from '../../common/components/QueryView';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { SubscriberForm } from './SubscriberForm';

/** The subscriber form filled with the route's subscriber. */
export function SubscriberEditor() {
  const { id = '' } = useParams();
  const subscriber = useApiQuery<SubscriberResponse>(COMMERCE_API.subscriber(id));
  return <QueryView query={subscriber}>{(data) => <SubscriberForm key={data.updatedAt} subscriber={data} />}</QueryView>;
}
