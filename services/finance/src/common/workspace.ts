import { NotFoundException } from '@nestjs/common';
import type { SignedInContext } from '@cricket/service-kit';

/** Finance is private to its workspace: every read and write is scoped by the current one (the permission guard ensures there is one). */
export function workspaceIdOf(auth: SignedInContext): number {
  return auth.workspace!.id;
}

export function found<T>(value: T | null, message: string): T {
  if (value === null) throw new NotFoundException(message);
  return value;
}
