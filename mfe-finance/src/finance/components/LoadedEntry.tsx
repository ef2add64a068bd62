import { Result } from 'antd';
import type { ReactNode } from 'react';
import { CenteredSpin } from '../../common/components/CenteredSpin';
import { FINANCE_UI_TEXTS } from '../../texts';
import type { FinanceEntries, FinanceEntryKind } from '../api/financeApi';
import { useEntryId } from '../hooks/useEntryId';
import { useEntry } from '../hooks/useFinanceQueries';
import { ENTRY_TABS } from '../utils/paths';
import { BackToFinance } from './BackToFinance';

interface LoadedEntryProps<K extends FinanceEntryKind> {
  kind: K;
  children: (entry: FinanceEntries[K]) => ReactNode;
}

/** The entry of the route's `:id`: a spinner while it loads, Not found when there is none, else what `children` makes of it. */
export function LoadedEntry<K extends FinanceEntryKind>({ kind, children }: LoadedEntryProps<K>) {
  const { data: entry, isLoading } = useEntry(kind, useEntryId());
  if (isLoading) return <CenteredSpin />;
  if (!entry) return <Result status="404" title={FINANCE_UI_TEXTS.notFound} extra={<BackToFinance tab={ENTRY_TABS[kind]} />} />;
  return <>{children(entry)}</>;
}
