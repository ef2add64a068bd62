// A module of its own, importing nothing: the training remote's route table builds the diary's
// first read (its summary up to today) from it, without the figures beside it (issue 23).

/** Today's date where the code runs, YYYY-MM-DD in local time (the diary's day is the writer's day). */
export function diaryToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
