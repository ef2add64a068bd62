import type { UseQueryResult } from '@tanstack/react-query';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { QueryView } from './QueryView';

export interface ListQueryViewProps<T> {
  query: UseQueryResult<T[]>;
  /** What an empty answer says. */
  emptyText?: string;
  /** Shown instead of the plain empty state (an empty state with a button). */
  empty?: ReactNode;
  children: (rows: T[]) => ReactNode;
}

/** A read of rows: QueryView's three states, and an empty state when the answer has no rows. */
export function ListQueryView<T>({ query, emptyText, empty, children }: ListQueryViewProps<T>) {
  return (
    <QueryView query={query} isEmpty={(rows) => rows.length === 0} empty={empty ?? <Empty description={emptyText} />}>
      {children}
    </QueryView>
  );
}
