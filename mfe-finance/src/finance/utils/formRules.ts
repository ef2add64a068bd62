import { paiseToRupees, rupeesToPaise } from '@cricket/contracts';

/** Amounts are typed in rupees and travel as integer paise. */
export const amountToPaise = (rupees: unknown): number | undefined =>
  typeof rupees === 'number' && Number.isFinite(rupees) ? rupeesToPaise(rupees) : undefined;

export const paiseToAmount = (paise: number) => paiseToRupees(paise);

/** Empty optional texts travel as null. */
export const textOrNull = (value: string | undefined | null) => value?.trim() || null;
