import { accountMenuVisibility } from '@cricket/contracts';
import { useAuth, useWorkspace } from '@cricket/shell-sdk';
import { Alert, Button, Card, Flex, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COMMON_TEXTS } from '../texts';

interface PageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons and links beside the heading. */
  extra?: ReactNode;
  /** Subscriptions and billing are hidden from players (core §6). */
  managersOnly?: boolean;
  children: ReactNode;
}

export function Centered({ children }: { children: ReactNode }) {
  return (
    <Flex justify="center" align="center" gap={8} style={{ padding: 32 }}>
      {children}
    </Flex>
  );
}

export function Loading() {
  return (
    <Centered>
      <Spin />
      <Typography.Text>{COMMON_TEXTS.loading}</Typography.Text>
    </Centered>
  );
}

/** A failed read, with the server's message (core §8). */
export function LoadError({ error }: { error: Error | null }) {
  return <Alert type="error" showIcon title={COMMON_TEXTS.errorTitle} description={error?.message ?? COMMON_TEXTS.notFound} />;
}

function LoginNotice() {
  return (
    <Card>
      <Flex vertical align="center" gap={12}>
        <Typography.Text>{COMMON_TEXTS.loginPrompt}</Typography.Text>
        <Link to="/login">
          <Button type="primary">{COMMON_TEXTS.login}</Button>
        </Link>
      </Flex>
    </Card>
  );
}

function Gate({ managersOnly, children }: { managersOnly: boolean; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { current } = useWorkspace();
  if (isLoading) return <Loading />;
  if (!user) return <LoginNotice />;
  if (managersOnly && !accountMenuVisibility(user.role, current?.role).subscriptionManager) {
    return <Result status="403" subTitle={COMMON_TEXTS.hiddenForPlayers} />;
  }
  return <>{children}</>;
}

/** A commerce screen: heading for everyone, content for signed-in users. */
export function Page({ title, subtitle, extra, managersOnly = false, children }: PageProps) {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        </div>
        {extra && (
          <Flex gap={8} wrap>
            {extra}
          </Flex>
        )}
      </Flex>
      <Gate managersOnly={managersOnly}>{children}</Gate>
    </div>
  );
}

/** A link that looks like a button. */
export function LinkButton({ to, children, primary = false }: { to: string; children: ReactNode; primary?: boolean }) {
  return (
    <Link to={to}>
      <Button type={primary ? 'primary' : 'default'}>{children}</Button>
    </Link>
  );
}
