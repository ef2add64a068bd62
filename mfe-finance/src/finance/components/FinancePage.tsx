import { Typography } from 'antd';
import type { ReactNode } from 'react';

interface FinancePageProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame every finance screen shares: a centred column with a heading. */
export function FinancePage({ title, subtitle, children }: FinancePageProps) {
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <Typography.Title level={2}>{title}</Typography.Title>
      {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
      {children}
    </div>
  );
}
