import type { BudgetLevel, BudgetProgress } from './model';

/** Budget progress warns at 80 % of its amount and again at 100 % (issue #10). */
export const BUDGET_WARNING_PERCENT = 80;
export const BUDGET_LIMIT_PERCENT = 100;

export const BUDGET_WARNINGS = {
  nearLimit: (percent: number) => `Warning: ${percent}% of this budget has been spent`,
  limitReached: (percent: number) => `Budget limit reached: ${percent}% of this budget has been spent`,
} as const;

/** Level of a budget with `spentPaise` of `amountPaise` spent; exact integer comparison, no rounding up to a warning. */
export function budgetLevel(spentPaise: number, amountPaise: number): BudgetLevel {
  if (spentPaise * 100 >= amountPaise * BUDGET_LIMIT_PERCENT) return 'exceeded';
  if (spentPaise * 100 >= amountPaise * BUDGET_WARNING_PERCENT) return 'warning';
  return 'ok';
}

export function budgetProgress(spentPaise: number, amountPaise: number): BudgetProgress {
  const level = budgetLevel(spentPaise, amountPaise);
  const percentUsed = amountPaise > 0 ? Math.floor((spentPaise * 100) / amountPaise) : 0;
  const warning =
    level === 'exceeded' ? BUDGET_WARNINGS.limitReached(percentUsed) : level === 'warning' ? BUDGET_WARNINGS.nearLimit(percentUsed) : null;
  return { spentPaise, remainingPaise: amountPaise - spentPaise, percentUsed, level, warning };
}
