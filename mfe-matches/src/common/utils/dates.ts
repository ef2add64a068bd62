const pad = (n: number) => String(n).padStart(2, '0');

/** Local date as YYYY-MM-DD (the default match date is today, core §5). */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Local time as HH:MM. */
export function clockTime(at: Date | number): string {
  const time = new Date(at);
  return `${pad(time.getHours())}:${pad(time.getMinutes())}`;
}
