import { Flex, Menu, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@cricket/shell-sdk/router';

export interface AreaLink {
  path: string;
  label: string;
}

export interface PageLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the right of the title. */
  extra?: ReactNode;
  /** The area's sub-navigation (training, attendance or diary). */
  links?: AreaLink[];
  children: ReactNode;
}

/** The longest link path that the current path starts with is the selected one. */
function selectedLink(pathname: string, links: AreaLink[]): string[] {
  const hits = links.filter((link) => pathname === link.path || pathname.startsWith(`${link.path}/`));
  hits.sort((a, b) => b.path.length - a.path.length);
  return hits.length ? [hits[0].path] : [];
}

/** Every page of this remote: area navigation, a title row and the content, centred. */
export function PageLayout({ title, subtitle, extra, links, children }: PageLayoutProps) {
  const { pathname } = useLocation();
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '16px 16px 32px' }}>
      {links && links.length > 0 && (
        <Menu
          mode="horizontal"
          selectedKeys={selectedLink(pathname, links)}
          items={links.map((link) => ({ key: link.path, label: <Link to={link.path}>{link.label}</Link> }))}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {subtitle}
            </Typography.Paragraph>
          )}
        </div>
        {extra && <Flex gap={8} wrap>{extra}</Flex>}
      </Flex>
      {children}
    </div>
  );
}
