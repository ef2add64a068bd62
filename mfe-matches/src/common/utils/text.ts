/** An optional text field as the API takes it: trimmed, or null when left blank. */
export const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);
