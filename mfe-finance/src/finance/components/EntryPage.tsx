import { FINANCE_MODULES, PERMISSION_DENIED_TOOLTIP, type Action } from '@cricket/contracts';
import { useCan } from '@cricket/shell-sdk';
import { Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { FinancePage } from '../../common/components/FinancePage';
import { BackToFinance } from './BackToFinance';

interface EntryPageProps {
  title: string;
  /** create or edit for forms, view for detail pages. */
  action: Action;
  children: ReactNode;
}

/** Frame of the new, edit and view screens: access, the action's permission and a card. */
export function EntryPage({ title, action, children }: EntryPageProps) {
  return (
    <FinancePage title={title} module={FINANCE_MODULES.entries}>
      <ActionAllowed action={action}>
        <Card style={{ maxWidth: 720 }}>{children}</Card>
      </ActionAllowed>
    </FinancePage>
  );
}

function ActionAllowed({ action, children }: { action: Action; children: ReactNode }) {
  const allowed = useCan(FINANCE_MODULES.entries, action);
  return allowed ? <>{children}</> : <Result status="403" title={PERMISSION_DENIED_TOOLTIP} extra={<BackToFinance />} />;
}
