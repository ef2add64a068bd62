import { FINANCE_MODULES, PERMISSION_DENIED_TOOLTIP, type Action } from '@cricket/contracts';
import { useCan } from '@cricket/shell-sdk';
import { Button, Card, Flex, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { FINANCE_PATHS } from '../paths';
import { FINANCE_UI_TEXTS } from '../../texts';
import { FinanceAccess } from './FinanceAccess';
import { FinancePage } from './FinancePage';

/** The numeric `:id` of a view or edit route, null on a new-entry route or a malformed id. */
export function useEntryId(): number | null {
  const { id } = useParams();
  return id && /^\d+$/.test(id) ? Number(id) : null;
}

export function BackToFinance({ tab }: { tab?: string }) {
  return (
    <Link to={tab ? `${FINANCE_PATHS.dashboard}?tab=${tab}` : FINANCE_PATHS.dashboard}>
      <Button>{FINANCE_UI_TEXTS.backToFinance}</Button>
    </Link>
  );
}

export function EntryNotFound({ tab }: { tab: string }) {
  return <Result status="404" title={FINANCE_UI_TEXTS.notFound} extra={<BackToFinance tab={tab} />} />;
}

export function EntryLoading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin />
    </Flex>
  );
}

interface EntryPageProps {
  title: string;
  /** create or edit for forms, view for detail pages. */
  action: Action;
  children: ReactNode;
}

/** Frame of the new, edit and view screens: access, the action's permission and a card. */
export function EntryPage({ title, action, children }: EntryPageProps) {
  return (
    <FinancePage title={title}>
      <FinanceAccess module={FINANCE_MODULES.entries} deniedText={FINANCE_UI_TEXTS.noPermission}>
        <ActionAllowed action={action}>
          <Card style={{ maxWidth: 720 }}>{children}</Card>
        </ActionAllowed>
      </FinanceAccess>
    </FinancePage>
  );
}

function ActionAllowed({ action, children }: { action: Action; children: ReactNode }) {
  const allowed = useCan(FINANCE_MODULES.entries, action);
  return allowed ? <>{children}</> : <Result status="403" title={PERMISSION_DENIED_TOOLTIP} extra={<BackToFinance />} />;
}
