/** The page of one plan's cycles in one period. */
export const cycleGroupPath = (groupKey: string) => `/billing-cycles/group/${encodeURIComponent(groupKey)}/subscribers`;
