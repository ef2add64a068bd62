import { LIMITS } from '@cricket/contracts';
import type { NotificationInstance } from 'antd/es/notification/interface';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Toast rules of core §9: one visible at a time, shown for 5000 ms. */
export const TOAST_CONFIG = {
  maxCount: LIMITS.toast.limit,
  duration: LIMITS.toast.durationMs / 1000,
  placement: 'bottomRight',
} as const;

let api: NotificationInstance | null = null;
// antd's notification code is fetched on the first toast; toasts raised before it arrives wait here.
const pending: ToastOptions[] = [];
const hostRequests = new Set<() => void>();
const shownListeners = new Set<() => void>();
// A page leaving after a toast waits this long at most for antd's notification code.
const TOAST_HOST_WAIT_MS = 3000;

/** The toast host subscribes here and mounts antd's notification code on the first toast. */
export function onFirstToast(listener: () => void): () => void {
  if (pending.length) listener();
  hostRequests.add(listener);
  return () => hostRequests.delete(listener);
}

function show(target: NotificationInstance, { title, description, variant = 'default' }: ToastOptions): void {
  const args = { title, description, ...TOAST_CONFIG };
  if (variant === 'destructive') target.error(args);
  else if (variant === 'success') target.success(args);
  else target.info(args);
}

/** Called by the toast host once its context-aware notification instance exists. */
export function setToastApi(instance: NotificationInstance | null): void {
  api = instance;
  if (!api) return;
  pending.splice(0).forEach((options) => show(api as NotificationInstance, options));
  shownListeners.forEach((listener) => listener());
  shownListeners.clear();
}

/**
 * Resolves once every toast raised so far is on screen (or after 3 s if antd's notification
 * code cannot be fetched), so a reload that follows a toast never swallows it.
 */
export function whenToastsShown(): Promise<void> {
  if (!pending.length) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, TOAST_HOST_WAIT_MS);
    shownListeners.add(() => {
      window.clearTimeout(timer);
      resolve();
    });
  });
}

/** Goes to `path` `delayMs` after the toasts raised so far are visible. */
export async function navigateAfterToasts(path: string, delayMs: number): Promise<void> {
  await whenToastsShown();
  window.setTimeout(() => window.location.assign(path), delayMs);
}

export function toast(options: ToastOptions): void {
  if (api) {
    show(api, options);
    return;
  }
  pending.push(options);
  hostRequests.forEach((listener) => listener());
}

export function toastError(title: string, description?: string): void {
  toast({ title, description, variant: 'destructive' });
}

export function toastSuccess(title: string, description?: string): void {
  toast({ title, description, variant: 'success' });
}
