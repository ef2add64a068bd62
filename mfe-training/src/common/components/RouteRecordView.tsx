import { parseId } from '@cricket/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from '@cricket/shell-sdk/router';
import { QueryView } from './QueryView';

export interface RouteRecordViewProps<T> {
  /** The read of one record by its id (useList, useSession, useBatch). */
  useRecord: (id: number) => UseQueryResult<T>;
  /** What a path without a valid {id} says. */
  notFound: string;
  children: (record: T) => ReactNode;
}

function RecordLoader<T>({ id, useRecord, children }: Omit<RouteRecordViewProps<T>, 'notFound'> & { id: number }) {
  const query = useRecord(id);
  return <QueryView query={query}>{children}</QueryView>;
}

/** The record the route's {id} names: not found for an id the API would refuse (/lists/abc, /lists/007), else QueryView's states and the record. */
export function RouteRecordView<T>({ useRecord, notFound, children }: RouteRecordViewProps<T>) {
  const id = parseId(useParams().id);
  if (id === null) return <Empty description={notFound} />;
  return (
    <RecordLoader id={id} useRecord={useRecord}>
      {children}
    </RecordLoader>
  );
}
