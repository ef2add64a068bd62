import type { UseQueryResult } from '@tanstack/react-query';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { Loading } from './Loading';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** For a list: what an empty answer reads (and a failed read shows its error even with earlier data). */
  empty?: string;
  children: (data: T) => ReactNode;
}

/** A read's states: a spinner while loading, the error (or 'not found') without data, else the content. */
export function QueryView<T>({ query, empty, children }: QueryViewProps<T>) {
  if (query.isLoading) return <Loading />;
  if (empty !== undefined) {
    if (query.error) return <LoadError error={query.error} />;
    if (!(query.data as readonly unknown[] | undefined)?.length) return <Empty description={empty} />;
  }
  return query.data ? <>{children(query.data)}</> : <LoadError error={query.error} />;
}
