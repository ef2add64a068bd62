import { useReplaceSearchParams } from '../../common/hooks/useReplaceSearchParams';
import type { FinanceTab } from '../utils/paths';

const TABS: FinanceTab[] = ['expenses', 'income', 'budgets'];
const isTab = (value: string | null): value is FinanceTab => TABS.includes(value as FinanceTab);

/** The dashboard's open tab, kept in `?tab=` (expenses unless the address names another). */
export function useDashboardTab(): [FinanceTab, (tab: string) => void] {
  const [search, replaceSearch] = useReplaceSearchParams();
  const value = search.get('tab');
  return [isTab(value) ? value : 'expenses', (tab: string) => replaceSearch({ tab })];
}
