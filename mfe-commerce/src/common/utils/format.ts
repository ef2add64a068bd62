/** The local month as 'YYYY-MM'. */
export function currentPeriod(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** The local day as 'YYYY-MM-DD'. */
export function todayIso(now = new Date()): string {
  return `${currentPeriod(now)}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Multi-line text as a list of trimmed, non-empty lines (images, features). */
export function linesOf(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
