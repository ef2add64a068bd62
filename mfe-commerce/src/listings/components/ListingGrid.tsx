import type { ListingResponse } from '@cricket/contracts';
import { CardGrid } from '../../common/components/CardGrid';
import { QueryView } from '../../common/components/QueryView';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { ListingCard } from './ListingCard';

/** The listings read from `path` (with the filters) as cards; `empty` when there are none. */
export function ListingGrid({ path, filters, empty }: { path: string; filters?: Record<string, string | undefined>; empty: string }) {
  const listings = useApiQuery<ListingResponse[]>(path, filters);
  return (
    <QueryView query={listings} empty={empty}>
      {(data) => <CardGrid items={data} col={{ xs: 24, md: 12, lg: 8 }}>{(listing) => <ListingCard listing={listing} />}</CardGrid>}
    </QueryView>
  );
}
