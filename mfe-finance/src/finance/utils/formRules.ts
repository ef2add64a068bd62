import { paiseToRupees, rupeesToPaise, type FieldCheck } from '@cricket/contracts';
import type { Rule } from 'antd/es/form';

/** An antd rule running one of the shared field checks, so the form and the service say the same thing. */
export function checkRule(check: FieldCheck, toWire: (value: unknown) => unknown = (value) => value): Rule {
  return {
    validator: (_rule, value) => {
      const message = check(toWire(value));
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

/** Amounts are typed in rupees and travel as integer paise. */
export const amountToPaise = (rupees: unknown): number | undefined =>
  typeof rupees === 'number' && Number.isFinite(rupees) ? rupeesToPaise(rupees) : undefined;

export const paiseToAmount = (paise: number) => paiseToRupees(paise);

/** Empty optional texts travel as null. */
export const textOrNull = (value: string | undefined | null) => value?.trim() || null;

/** Blank text fields read as missing to the shared checks. */
export const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
