import { COMMERCE_LIMITS, type CartItem, type ProductResponse } from '@cricket/contracts';
import { useAuth } from '@cricket/shell-sdk';
import { useSyncExternalStore } from 'react';

/** One cart line: the product as it was when added, and how many. */
export interface CartLine {
  productId: number;
  name: string;
  pricePaise: number;
  stock: number;
  workspaceName: string;
  quantity: number;
}

/** The most of a product one order may take: its stock, and never more than the per-line limit. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, COMMERCE_LIMITS.quantityMax));
}

const clamp = (quantity: number, stock: number) => Math.min(Math.max(1, Math.floor(quantity)), maxQuantity(stock));

/** Adds a product (or more of it); never beyond its stock. An out-of-stock product is not added. */
export function addLine(lines: readonly CartLine[], product: ProductResponse, quantity = 1): CartLine[] {
  if (maxQuantity(product.stock) === 0) return [...lines];
  const existing = lines.find((line) => line.productId === product.id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const line: CartLine = {
    productId: product.id,
    name: product.name,
    pricePaise: product.pricePaise,
    stock: product.stock,
    workspaceName: product.workspaceName,
    quantity: clamp(wanted, product.stock),
  };
  return existing ? lines.map((l) => (l.productId === product.id ? line : l)) : [...lines, line];
}

/** Sets a line's quantity within 1 and the product's stock. */
export function setLineQuantity(lines: readonly CartLine[], productId: number, quantity: number): CartLine[] {
  return lines.map((line) => (line.productId === productId ? { ...line, quantity: clamp(quantity, line.stock) } : line));
}

export function removeLine(lines: readonly CartLine[], productId: number): CartLine[] {
  return lines.filter((line) => line.productId !== productId);
}

export function cartTotalPaise(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
}

export function cartItems(lines: readonly CartLine[]): CartItem[] {
  return lines.map(({ productId, quantity }) => ({ productId, quantity }));
}

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
