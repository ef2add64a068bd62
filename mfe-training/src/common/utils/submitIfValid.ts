import { parseWith, type Schema } from '@cricket/contracts';
import { toastError } from '@cricket/shell-sdk';
import { UI_TEXTS } from '../../texts';

/**
 * Hands `payload` to `submit` when it passes `schema`, the rules the service checks; else shows the
 * first broken rule's message, as the service would answer it, and sends nothing.
 */
export function submitIfValid<T>(schema: Schema, payload: T, submit: (payload: T) => void): void {
  const parsed = parseWith(schema, payload);
  if (!parsed.ok) {
    toastError(UI_TEXTS.errorTitle, parsed.message);
    return;
  }
  submit(payload);
}
