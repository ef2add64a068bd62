/** A timestamp as the API writes it. */
export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
