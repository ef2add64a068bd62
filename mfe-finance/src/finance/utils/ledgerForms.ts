import { expenseBody, incomeBody, type Schema } from '@cricket/contracts';
import { FINANCE_UI_TEXTS } from '../../texts';
import { categoryOptions, sourceOptions } from './options';

/**
 * What sets an expense form apart from an income form: what classifies the entry
 * (category or source), who the other party is (vendor or payer) and the body schema from contracts.
 */
export interface LedgerFormKind<Classifier extends string, Party extends string> {
  name: 'expense' | 'income';
  body: { entries: Record<'amountPaise' | 'date' | 'description' | Classifier | Party, Schema> };
  classifier: { field: Classifier; label: string; placeholder: string; options: { value: string; label: string }[] };
  party: { field: Party; label: string };
}

export const EXPENSE_FORM: LedgerFormKind<'category', 'vendor'> = {
  name: 'expense',
  body: expenseBody,
  classifier: { field: 'category', label: FINANCE_UI_TEXTS.category, placeholder: FINANCE_UI_TEXTS.selectCategory, options: categoryOptions },
  party: { field: 'vendor', label: FINANCE_UI_TEXTS.vendor },
};

export const INCOME_FORM: LedgerFormKind<'source', 'payer'> = {
  name: 'income',
  body: incomeBody,
  classifier: { field: 'source', label: FINANCE_UI_TEXTS.source, placeholder: FINANCE_UI_TEXTS.selectSource, options: sourceOptions },
  party: { field: 'payer', label: FINANCE_UI_TEXTS.payer },
};
