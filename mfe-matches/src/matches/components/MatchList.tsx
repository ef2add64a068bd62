import type { MatchesResponse, MatchResponse } from '@cricket/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Flex, Skeleton } from 'antd';
import { QueryError } from '../../common/components/QueryError';
import { MatchCard } from './MatchCard';

/** Matches as cards, one under the other, with the read's error, loading and empty states. */
export function MatchList({ query, matches, emptyText }: { query: UseQueryResult<MatchesResponse>; matches: MatchResponse[]; emptyText: string }) {
  return (
    <>
      <QueryError query={query} />
      {query.isLoading && <Skeleton active />}
      {query.isSuccess && matches.length === 0 && <Empty description={emptyText} />}
      <Flex vertical gap={12}>
        {matches.map((match) => (
          <MatchCard key={match.id} match={match} />
        ))}
      </Flex>
    </>
  );
}
