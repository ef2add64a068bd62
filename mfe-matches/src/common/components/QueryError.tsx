import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from 'antd';
import type { CSSProperties } from 'react';

/** A read that failed, told with the server's message (core §8); nothing while it has not. */
export function QueryError({ query, style }: { query: UseQueryResult<unknown>; style?: CSSProperties }) {
  if (!query.isError) return null;
  return <Alert type="error" showIcon title={query.error.message} style={style} />;
}
