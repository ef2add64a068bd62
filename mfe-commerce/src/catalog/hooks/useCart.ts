import type { ProductResponse } from '@cricket/contracts';
import { useAuth } from '@cricket/shell-sdk';
import { useSyncExternalStore } from 'react';
import { addLine, removeLine, setLineQuantity, type CartLine } from '../utils/cartLines';

// The cart lives in this browser (local storage) until checkout, one per signed-in user, so that
// a reload or a later visit finds it and another account on the same device never sees it; every
// screen shares one copy. Only signed-in users reach the cart's buttons.
const storageKey = (userId: number | null) => `commerceCart:${userId ?? 'visitor'}`;
const listeners = new Set<() => void>();
// Parsed once per stored text, so the snapshot stays the same object until the cart changes.
const parsed = new Map<string, { raw: string; lines: CartLine[] }>();

function read(key: string): CartLine[] {
  const raw = window.localStorage.getItem(key) ?? '[]';
  const known = parsed.get(key);
  if (known?.raw === raw) return known.lines;
  let lines: CartLine[] = [];
  try {
    const stored: unknown = JSON.parse(raw);
    if (Array.isArray(stored)) lines = stored as CartLine[];
  } catch {
    // Text that is not a cart reads as an empty one.
  }
  parsed.set(key, { raw, lines });
  return lines;
}

function write(key: string, lines: CartLine[]): void {
  window.localStorage.setItem(key, JSON.stringify(lines));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in user's cart, shared by every screen and kept between visits. */
export function useCart() {
  const key = storageKey(useAuth().user?.id ?? null);
  const lines = useSyncExternalStore(subscribe, () => read(key), () => read(key));
  return {
    lines,
    add: (product: ProductResponse, quantity = 1) => write(key, addLine(read(key), product, quantity)),
    setQuantity: (productId: number, quantity: number) => write(key, setLineQuantity(read(key), productId, quantity)),
    remove: (productId: number) => write(key, removeLine(read(key), productId)),
    clear: () => write(key, []),
  };
}
