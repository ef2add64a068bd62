import { errorMessage } from '@cricket/shell-sdk';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Empty } from 'antd';
import type { ReactNode } from 'react';
import { UI_TEXTS } from '../../texts';
import { CenteredSpin } from './CenteredSpin';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Shown instead of the content when isEmpty says the answer holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** A read's three states: a spinner while loading, the server's message on failure, else the content. */
export function QueryView<T>({ query, empty, isEmpty, children }: QueryViewProps<T>) {
  if (query.isLoading) return <CenteredSpin />;
  if (query.error) return <Alert type="error" showIcon role="alert" title={errorMessage(query.error, UI_TEXTS.loadFailed)} />;
  if (query.data === undefined) return null;
  if (isEmpty?.(query.data)) return <>{empty ?? <Empty description={UI_TEXTS.nothingYet} />}</>;
  return <>{children(query.data)}</>;
}
