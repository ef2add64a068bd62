import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { FinanceAccess, type FinanceModule } from './FinanceAccess';

interface FinancePageProps {
  title: string;
  subtitle?: string;
  /** The module whose view permission the screen needs. */
  module: FinanceModule;
  children: ReactNode;
}

/** The frame every finance screen shares: a centred column with a heading, the content behind FinanceAccess. */
export function FinancePage({ title, subtitle, module, children }: FinancePageProps) {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <Typography.Title level={2}>{title}</Typography.Title>
      {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
      <FinanceAccess module={module}>{children}</FinanceAccess>
    </div>
  );
}
