/** The value with its first letter upper-cased, as statuses are shown. */
export const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
