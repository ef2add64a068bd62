import type { Rule } from 'antd/es/form';
import { problemOf, type Schema } from '@cricket/contracts';

/**
 * An antd rule checking a field with its schema from contracts (a body schema's entry), so the
 * form and the service refuse the same value with the same message. `toWire` turns what the
 * control holds into what the request sends (rupees to paise).
 */
export function schemaRule(schema: Schema, toWire: (value: unknown) => unknown = (value) => value): Rule {
  return {
    validator: (_rule, value) => {
      const message = problemOf(schema, toWire(value));
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}
