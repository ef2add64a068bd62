/**
 * List answers come either wrapped ({teams: [...]}, {tournaments: [...]}) or as a bare
 * array (core §3); anything else reads as empty.
 */
export function listFrom<T>(answer: unknown, key: string): T[] {
  if (Array.isArray(answer)) return answer as T[];
  if (answer && typeof answer === 'object') {
    const wrapped = (answer as Record<string, unknown>)[key];
    if (Array.isArray(wrapped)) return wrapped as T[];
  }
  return [];
}
