import type { Module } from '@cricket/contracts';
import { useAuth, usePermissions, useWorkspace } from '@cricket/shell-sdk';
import { Button, Card, Flex, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FINANCE_UI_TEXTS } from '../../texts';

interface FinanceAccessProps {
  module: Module;
  deniedText: string;
  children: ReactNode;
}

/** Finance belongs to a workspace: signed in, a workspace chosen and the module's view permission. */
export function FinanceAccess({ module, deniedText, children }: FinanceAccessProps) {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const { current, isLoading: workspaceLoading } = useWorkspace();
  const { can, isLoading: permissionsLoading } = usePermissions();

  if (authLoading || (isAuthenticated && (workspaceLoading || (current && permissionsLoading)))) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  if (!isAuthenticated) {
    return (
      <Card>
        <Flex vertical align="center" gap={12}>
          <Typography.Text>{FINANCE_UI_TEXTS.loginPrompt}</Typography.Text>
          <Link to="/auth">
            <Button type="primary">{FINANCE_UI_TEXTS.loginRegister}</Button>
          </Link>
        </Flex>
      </Card>
    );
  }
  if (!current) return <Result status="info" title={FINANCE_UI_TEXTS.noWorkspace} />;
  if (!can(module, 'view')) return <Result status="403" title={deniedText} />;
  return <>{children}</>;
}
