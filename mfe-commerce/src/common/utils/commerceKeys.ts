import { SERVICE_ROUTES } from '@cricket/contracts';

/** Every commerce read: refetched after any commerce change (stock, counts and totals move together). */
export function isCommerceKey(queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  return typeof head === 'string' && SERVICE_ROUTES.commerce.some((prefix) => head.startsWith(prefix));
}
