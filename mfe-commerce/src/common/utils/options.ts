/** Values as select or radio options, each labelled from its labels table in contracts. */
export function optionsOf<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
