import { FINANCE_PAYMENT_METHOD_LABELS, formatDate, formatRupees, type FinancePaymentMethod } from '@cricket/contracts';
import type { ReactNode } from 'react';
import { orNotSpecified } from '../../common/utils/format';
import { FINANCE_UI_TEXTS } from '../../texts';

/** One labelled field of an entry's detail page. */
export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** The fields both kinds of ledger entry carry. */
interface LedgerEntry {
  amountPaise: number;
  date: string;
  description: string | null;
  paymentMethod: FinancePaymentMethod | null;
}

/**
 * The fields of an expense or an income entry, in the order both are shown; `classifier`
 * (category or source) and `party` (vendor or payer) are what tells the kinds apart.
 */
export function ledgerEntryItems(entry: LedgerEntry, classifier: DetailItem, party: DetailItem): DetailItem[] {
  return [
    { label: FINANCE_UI_TEXTS.amount, value: formatRupees(entry.amountPaise) },
    classifier,
    { label: FINANCE_UI_TEXTS.date, value: formatDate(entry.date) },
    { label: FINANCE_UI_TEXTS.description, value: orNotSpecified(entry.description) },
    party,
    { label: FINANCE_UI_TEXTS.paymentMethod, value: orNotSpecified(entry.paymentMethod && FINANCE_PAYMENT_METHOD_LABELS[entry.paymentMethod]) },
  ];
}
