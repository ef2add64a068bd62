import { COMMERCE_API, type ListingResponse } from '@cricket/contracts';
import { useParams } from '@cricket/shell-sdk/router';
import { QueryView } from '../../common/components/QueryView';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { ListingForm } from './ListingForm';

/** The listing form filled with the route's listing. */
export function ListingEditor() {
  const { id = '' } = useParams();
  const listing = useApiQuery<ListingResponse>(COMMERCE_API.listing(id));
  return <QueryView query={listing}>{(data) => <ListingForm key={data.updatedAt} listing={data} />}</QueryView>;
}
