/** True for the ids the API hands out: whole numbers from 1 up (a path like /lists/abc gives NaN). */
export function isValidId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}
