import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { QueryError } from './QueryError';

/** A compact table over a read: the read's error above it, loading while it runs, `emptyText` when it has no rows. */
export function QueryTable<T extends object>({ query, emptyText, ...table }: TableProps<T> & { query: UseQueryResult<unknown>; emptyText: ReactNode }) {
  return (
    <>
      <QueryError query={query} />
      <Table<T> size="small" pagination={false} loading={query.isLoading} locale={{ emptyText }} {...table} />
    </>
  );
}
