/** Today as YYYY-MM-DD (UTC). */
export const today = (): string => new Date().toISOString().slice(0, 10);
