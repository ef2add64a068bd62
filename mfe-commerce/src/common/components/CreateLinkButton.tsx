import { PlusOutlined } from '@ant-design/icons';
import type { Module } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import type { ReactNode } from 'react';
import { LinkButton } from './LinkButton';

/** The primary '+ New …' link of a list, for those who may create in its module. */
export function CreateLinkButton({ module, to, children }: { module: Module; to: string; children: ReactNode }) {
  return (
    <PermissionGuard module={module} action="create">
      <LinkButton to={to} primary>
        <PlusOutlined /> {children}
      </LinkButton>
    </PermissionGuard>
  );
}
