import { isOutsideDateYears } from '@cricket/contracts';
import type { Rule } from 'antd/es/form';

/** A rule from a shared check that answers a message or null, so the form says what the service says. */
export function checkRule(check: (value: unknown) => string | null): Rule {
  return {
    validator: async (_rule, value) => {
      const message = check(value);
      if (message) throw new Error(message);
    },
  };
}

/** A date or month field refused outside the stored years (contracts DATE_YEARS), with the field's message. */
export const withinDateYears = (message: string): Rule => checkRule((value) => (isOutsideDateYears(value) ? message : null));
