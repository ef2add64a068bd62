import { FINANCE_MODULES } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Space } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { FINANCE_UI_TEXTS } from '../../texts';
import { FINANCE_PATHS } from '../utils/paths';

const LINKS = [
  { to: FINANCE_PATHS.newExpense, label: FINANCE_UI_TEXTS.newExpense },
  { to: FINANCE_PATHS.newIncome, label: FINANCE_UI_TEXTS.newIncome },
  { to: FINANCE_PATHS.newBudget, label: FINANCE_UI_TEXTS.newBudget },
];

/** New Expense, New Income and New Budget; hidden without the create permission. */
export function NewEntryButtons() {
  return (
    <PermissionGuard module={FINANCE_MODULES.entries} action="create">
      <Space wrap>
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to}>
            <Button type="primary">{link.label}</Button>
          </Link>
        ))}
      </Space>
    </PermissionGuard>
  );
}
