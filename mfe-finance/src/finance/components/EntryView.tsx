import type { ComponentProps } from 'react';
import type { FinanceEntries, FinanceEntryKind } from '../api/financeApi';
import { EntryDetails } from './EntryDetails';
import { EntryPage } from './EntryPage';
import { LoadedEntry } from './LoadedEntry';

type EntryViewContent = Omit<ComponentProps<typeof EntryDetails>, 'kind' | 'id'>;

interface EntryViewProps<K extends FinanceEntryKind> {
  kind: K;
  title: string;
  /** The entry's fields, where it is edited (null hides Edit and Delete) and what shows under the fields. */
  content: (entry: FinanceEntries[K]) => EntryViewContent;
}

/** The view screen of an entry: the entry of the route's `:id` with its fields, Edit, Delete and Back to Finance. */
export function EntryView<K extends FinanceEntryKind>({ kind, title, content }: EntryViewProps<K>) {
  return (
    <EntryPage title={title} action="view">
      <LoadedEntry kind={kind}>{(entry) => <EntryDetails kind={kind} id={entry.id} {...content(entry)} />}</LoadedEntry>
    </EntryPage>
  );
}
