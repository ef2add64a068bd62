import { FINANCE_API } from '@cricket/contracts';

const FINANCE_PREFIXES = [FINANCE_API.expenses, FINANCE_API.income, FINANCE_API.budgets, FINANCE_API.revenueSummary];

/** Every finance read (query keys are the API paths, core §7): a change to one entry moves totals, budgets and revenue alike. */
export function isFinanceKey(queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  return typeof head === 'string' && FINANCE_PREFIXES.some((prefix) => head === prefix || head.startsWith(`${prefix}/`));
}
