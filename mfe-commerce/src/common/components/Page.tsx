import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SignedInGate } from './SignedInGate';

interface PageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons and links beside the heading. */
  extra?: ReactNode;
  /** Subscriptions and billing are hidden from players (core §6). */
  managersOnly?: boolean;
  children: ReactNode;
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
      <SignedInGate managersOnly={managersOnly}>{children}</SignedInGate>
    </div>
  );
}
