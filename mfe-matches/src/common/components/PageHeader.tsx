import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** Title, subtitle and the page's actions on one row. */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align="flex-start" wrap gap={16} style={{ marginBottom: 24 }}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {actions && <Flex gap={8} wrap>{actions}</Flex>}
    </Flex>
  );
}
