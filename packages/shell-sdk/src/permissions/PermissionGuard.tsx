import { PERMISSION_DENIED_TOOLTIP, type Action, type Module } from '@cricket/contracts';
import { cloneElement, isValidElement, lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { useCan } from './usePermissions';

// Only a denied, tooltipped guard needs antd's Tooltip; it stays out of the initial load.
const Tooltip = lazy(() => import(/* webpackChunkName: "guard-tooltip" */ 'antd/es/tooltip'));

export interface PermissionGuardProps {
  module: Module;
  action: Action;
  /** hide: render nothing (or the fallback); disable: render the child disabled. */
  mode?: 'hide' | 'disable';
  showTooltip?: boolean;
  /** Tooltip text; defaults to the spec's 'You don't have permission to perform this action'. */
  tooltip?: string;
  fallback?: ReactNode;
  children: ReactNode;
}

/** Hides or disables its content without the permission (core §6). */
export function PermissionGuard({
  module,
  action,
  mode = 'hide',
  showTooltip = false,
  tooltip = PERMISSION_DENIED_TOOLTIP,
  fallback = null,
  children,
}: PermissionGuardProps) {
  const allowed = useCan(module, action);
  if (allowed) return <>{children}</>;
  if (mode === 'hide') return <>{fallback}</>;

  const disabled = isValidElement(children)
    ? cloneElement(children as ReactElement<{ disabled?: boolean }>, { disabled: true })
    : children;
  const content = (
    <span data-permission-denied="true" style={{ display: 'inline-block', cursor: 'not-allowed' }}>
      {disabled}
    </span>
  );
  if (!showTooltip) return content;
  return (
    <Suspense fallback={<span aria-label={tooltip}>{content}</span>}>
      <Tooltip title={tooltip}>{content}</Tooltip>
    </Suspense>
  );
}
