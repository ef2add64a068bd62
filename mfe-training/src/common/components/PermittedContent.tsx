import { PERMISSION_DENIED_TOOLTIP, type Action, type Module } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Alert } from 'antd';
import type { ReactNode } from 'react';

export interface PermittedContentProps {
  module: Module;
  action: Action;
  children: ReactNode;
}

/** The content for those with the permission; the spec's permission-denied warning for everyone else. */
export function PermittedContent({ module, action, children }: PermittedContentProps) {
  return (
    <PermissionGuard module={module} action={action} fallback={<Alert type="warning" showIcon title={PERMISSION_DENIED_TOOLTIP} />}>
      {children}
    </PermissionGuard>
  );
}
