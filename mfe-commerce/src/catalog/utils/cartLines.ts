import { COMMERCE_LIMITS, type CartItem, type ProductResponse } from '@cricket/contracts';

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

/** How many of a product the cart holds (0 when none). */
export function quantityInCart(lines: readonly CartLine[], productId: number): number {
  return lines.find((line) => line.productId === productId)?.quantity ?? 0;
}

export function cartTotalPaise(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
}

export function cartItems(lines: readonly CartLine[]): CartItem[] {
  return lines.map(({ productId, quantity }) => ({ productId, quantity }));
}
