import type { ApiSession } from '../harness';

/** Whether a fixture's read shows the resource: every status 200 and every looked-up item found. */
export function readsBack(snapshot: unknown): boolean {
  if (Array.isArray(snapshot)) return snapshot.every(readsBack);
  if (!snapshot || typeof snapshot !== 'object') return true;
  const record = snapshot as Record<string, unknown>;
  if ('status' in record && 'body' in record) return record.status === 200;
  if ('status' in record && 'item' in record) return record.status === 200 && record.item !== null;
  return Object.values(record).every(readsBack);
}

/** One request whose failure to answer is a status (-1) to report, not an exception that ends the loop. */
export async function send(api: ApiSession, method: string, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  try {
    return await api.request(method, path, body);
  } catch (error) {
    return { status: -1, body: String(error) };
  }
}
