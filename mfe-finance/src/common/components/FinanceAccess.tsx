import { FINANCE_MODULES } from '@cricket/contracts';
import { useAuth, usePermissions, useWorkspace } from '@cricket/shell-sdk';
import { SignInCard } from '@cricket/shell-sdk/components';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { FINANCE_UI_TEXTS } from '../../texts';
import { CenteredSpin } from './CenteredSpin';

export type FinanceModule = (typeof FINANCE_MODULES)[keyof typeof FINANCE_MODULES];

/** What is said to a member without the module's view permission. */
const DENIED_TEXTS: Record<FinanceModule, string> = {
  [FINANCE_MODULES.entries]: FINANCE_UI_TEXTS.noPermission,
  [FINANCE_MODULES.revenue]: FINANCE_UI_TEXTS.noRevenuePermission,
};

interface FinanceAccessProps {
  module: FinanceModule;
  children: ReactNode;
}

/** Finance belongs to a workspace: signed in, a workspace chosen and the module's view permission. */
export function FinanceAccess({ module, children }: FinanceAccessProps) {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const { current, isLoading: workspaceLoading } = useWorkspace();
  const { can, isLoading: permissionsLoading } = usePermissions();

  if (authLoading || (isAuthenticated && (workspaceLoading || (current && permissionsLoading)))) return <CenteredSpin />;
  if (!isAuthenticated) return <SignInCard prompt={FINANCE_UI_TEXTS.loginPrompt} action={FINANCE_UI_TEXTS.loginRegister} to="/auth" />;
  if (!current) return <Result status="info" title={FINANCE_UI_TEXTS.noWorkspace} />;
  if (!can(module, 'view')) return <Result status="403" title={DENIED_TEXTS[module]} />;
  return <>{children}</>;
}
